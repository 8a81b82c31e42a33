"""Code structure for training rows (DESIGN §7): tree-sitter parse, 9 categories, chunks, edges.

``columns`` fixes the tokenize output's structure columns (the producer/consumer contract).
"""
