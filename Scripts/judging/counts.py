#!/usr/bin/env python3
"""Per-rule counts of a Scripts/lint-corpus.sh run (see findings.py)."""
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
import findings
findings.counts(type("Args", (), {"run_dir": sys.argv[1]})())
