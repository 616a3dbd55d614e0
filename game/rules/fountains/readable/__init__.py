"""The rules of record, written to be read: placing tiles and bonus tokens
(``fountain.py``) and water (``water.py``), each worked out the slow, plain way
from what is laid and what is seen. The fast core is checked against them after
every step of seeded growth; screens and explanations may ask them too."""
