"""The judgement: one solver over a document's figures and the reference.

claims/ hands over figures with meaning (value, unit, subject candidates, qualifiers,
language-neutral cues). Here, knowing no German or English:

- ``figures``    the figures as intervals in SI base units, with their dimension;
- ``premises``   one index per document: every figure, by dimension and position,
                 and the reference values of every product the text names;
- ``relations``  templates as data (spec, aggregate, product, quotient, ratio, sum,
                 difference, conversion, restatement, arithmetic, training, bound);
- ``explain``    for each figure, the explanations the premises can produce, each
                 scored by its evidence;
- ``policy``     one verdict policy for all relations.
"""
