#!/usr/bin/env python3
"""The judging loop over the real-code corpus.

  findings.py counts RUN_DIR                     per-rule counts of a Scripts/lint-corpus.sh run
  findings.py sample RUN_DIR --seed S --per-rule N [--split K] [--exclude SHEET...] --out SHEET.md
                                                 a stratified random sample as Markdown sheets
  findings.py score SHEET.md [SHEET.md ...]      per-rule precision from filled-in sheets
  findings.py carry RUN_DIR SHEET.md [...]       a newer run scored with the sheets' verdicts: per rule,
                                                 the findings still reported, the judged ones gone, and
                                                 the new or re-worded findings that still need judging
  findings.py agree RUN_DIR --census 'GLOB' --census 'GLOB' [...]
                                                 independent censuses of one run side by side: how often
                                                 each pair agrees on right against not right, and every
                                                 finding some census judged not right, with all verdicts,
                                                 and per rule the findings right by the majority

A sheet holds, per finding, 8 lines of context either side and a verdict slot:
    verdict: right | wrong | debatable
    reason: one sentence
    class: the class of mistake (for wrong or debatable)
Standard library only.
"""
import argparse
import glob
import json
import os
import random
import re
import sys
from collections import Counter, defaultdict

CONTEXT = 8


def load_run(run_dir):
    """Every finding of a run: (repo, root, diagnostic), in a stable order."""
    findings = []
    for report in sorted(glob.glob(os.path.join(run_dir, "*.json"))):
        repo = os.path.basename(report)[: -len(".json")]
        root_file = report[: -len(".json")] + ".root"
        root = open(root_file).read().strip() if os.path.exists(root_file) else ""
        try:
            data = json.load(open(report))
        except (ValueError, OSError) as error:
            sys.exit(f"findings: {report}: not a gesturelint JSON report ({error}); re-run Scripts/lint-corpus.sh")
        for diagnostic in data.get("diagnostics", []):
            findings.append((repo, root, diagnostic))
    return findings


def key(repo, diagnostic):
    return f"{repo}/{diagnostic['path']}:{diagnostic['line']}:{diagnostic['column']}:{diagnostic['rule']}"


def counts(args):
    findings = load_run(args.run_dir)
    by_rule = Counter(d["rule"] for _, _, d in findings)
    repos_by_rule = defaultdict(set)
    for repo, _, d in findings:
        repos_by_rule[d["rule"]].add(repo)
    repos = len(glob.glob(os.path.join(args.run_dir, "*.json")))
    print(f"{len(findings)} findings in {repos} repositories")
    print(f"{'rule':40} {'findings':>8} {'repos':>6}")
    for rule, n in sorted(by_rule.items(), key=lambda item: (-item[1], item[0])):
        print(f"{rule:40} {n:>8} {len(repos_by_rule[rule]):>6}")


def excerpt(root, diagnostic):
    path = os.path.join(root, diagnostic["path"])
    try:
        lines = open(path, encoding="utf-8", errors="replace").read().splitlines()
    except OSError:
        return f"(cannot read {path})"
    line = diagnostic["line"]
    first, last = max(1, line - CONTEXT), min(len(lines), line + CONTEXT)
    width = len(str(last))
    out = []
    for number in range(first, last + 1):
        marker = ">" if number == line else " "
        out.append(f"{marker}{number:>{width}} | {lines[number - 1]}")
    return "\n".join(out)


def judged_keys(sheets):
    keys = set()
    for sheet in sheets:
        for match in re.finditer(r"^key: (.+)$", open(sheet).read(), re.M):
            keys.add(match.group(1).strip())
    return keys


def sample(args):
    findings = load_run(args.run_dir)
    skip = judged_keys(args.exclude or [])
    by_rule = defaultdict(list)
    for repo, root, d in findings:
        if key(repo, d) not in skip and d["rule"] not in (args.skip_rule or []):
            by_rule[d["rule"]].append((repo, root, d))
    rng = random.Random(args.seed)
    chosen = []
    for rule in sorted(by_rule):
        pool = by_rule[rule]
        chosen.extend(rng.sample(pool, min(args.per_rule, len(pool))))
    rng.shuffle(chosen)  # judges see rules mixed, not in blocks
    parts = max(1, args.split)
    stem = args.out[:-3] if args.out.endswith(".md") else args.out
    for part in range(parts):
        items = chosen[part::parts]
        name = args.out if parts == 1 else f"{stem}-{part + 1}.md"
        with open(name, "w") as sheet:
            sheet.write(f"# gesturelint findings to judge (seed {args.seed}, part {part + 1} of {parts}, {len(items)} findings)\n\n")
            sheet.write("For each finding: is it one an experienced SwiftUI reviewer would agree with, given the rule catalog?\n")
            sheet.write("Fill in `verdict:` with right, wrong or debatable, a one-sentence `reason:`, and for wrong or\n")
            sheet.write("debatable a `class:` naming the kind of mistake (the pattern, not the file).\n\n")
            for index, (repo, root, d) in enumerate(items, 1):
                sheet.write(f"## {part + 1}.{index} · `{d['rule']}` · {repo}\n\n")
                sheet.write(f"key: {key(repo, d)}\n")
                sheet.write(f"file: {os.path.join(root, d['path'])}\n\n")
                sheet.write(f"`{d['path']}:{d['line']}:{d['column']}`: {d['severity']}: {d['message']}\n\n")
                sheet.write("```swift\n" + excerpt(root, d) + "\n```\n\n")
                sheet.write("verdict: \nreason: \nclass: \n\n")
        print(f"wrote {name} ({len(items)} findings)")
    per_rule = Counter(d["rule"] for _, _, d in chosen)
    print(f"{len(chosen)} findings sampled: " + ", ".join(f"{r} {n}" for r, n in sorted(per_rule.items())))


VERDICT = re.compile(r"^## .*?· `([a-z_]+)` ·.*?$.*?^key: (.+?)$.*?^verdict:[ \t]*([A-Za-z]*)[^\n]*$(?:\n^reason:[ \t]*([^\n]*)$)?(?:\n^class:[ \t]*([^\n]*)$)?", re.M | re.S)


def score(args):
    verdicts = {}
    for sheet in args.sheets:
        for match in VERDICT.finditer(open(sheet).read()):
            rule, finding, verdict, reason, mistake = match.groups()
            verdicts[finding.strip()] = (rule, verdict.lower(), (reason or "").strip(), (mistake or "").strip())
    table = defaultdict(Counter)
    classes = defaultdict(Counter)
    missing = 0
    for rule, verdict, _, mistake in verdicts.values():
        if verdict not in ("right", "wrong", "debatable"):
            missing += 1
            continue
        table[rule][verdict] += 1
        if verdict != "right":
            classes[(rule, verdict)][mistake or "(no class given)"] += 1
    if missing:
        print(f"{missing} findings have no verdict yet")
    total = Counter()
    print("| rule | judged | right | wrong | debatable | precision | debatable as half |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for rule in sorted(table, key=lambda r: -sum(table[r].values())):
        row = table[rule]
        total.update(row)
        print(line(rule, row))
    print(line("**all**", total))
    if classes:
        print("\nClasses of wrong and debatable findings:")
        for (rule, verdict), found in sorted(classes.items()):
            for mistake, n in found.most_common():
                print(f"- {rule} ({verdict}, {n}): {mistake}")
    if args.require is not None:
        judged = sum(total.values())
        precision = total["right"] / judged if judged else 0
        failing = [r for r in table if sum(table[r].values()) >= 10 and table[r]["right"] / sum(table[r].values()) < args.require_rule]
        if precision < args.require or failing:
            sys.exit(f"below the bar: overall {precision:.1%} (need {args.require:.0%}); rules under {args.require_rule:.0%}: {', '.join(failing) or 'none'}")


MESSAGE = re.compile(r"^`[^`\n]+`: [a-z]+: (.*)$", re.M)


def carry(args):
    judged = {}
    for sheet in args.sheets:
        text = open(sheet).read()
        for block in text.split("\n## ")[1:]:
            found = VERDICT.search("## " + block)
            message = MESSAGE.search(block)
            if found and found.group(3).lower() in ("right", "wrong", "debatable"):
                judged[found.group(2).strip()] = (found.group(3).lower(), message.group(1).strip() if message else None)
    table = defaultdict(Counter)
    unjudged = []
    reported = set()
    for repo, _, d in load_run(args.run_dir):
        k = key(repo, d)
        reported.add(k)
        verdict, message = judged.get(k, (None, None))
        if verdict is None or (message is not None and message != d["message"].strip()):
            unjudged.append(k)
            continue
        table[d["rule"]][verdict] += 1
    gone = Counter(verdict for k, (verdict, _) in judged.items() if k not in reported)
    total = Counter()
    print("| rule | judged | right | wrong | debatable | precision | debatable as half |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for rule in sorted(table, key=lambda r: -sum(table[r].values())):
        total.update(table[rule])
        print(line(rule, table[rule]))
    print(line("**all**", total))
    print(f"\njudged findings no longer reported: {sum(gone.values())} ({', '.join(f'{n} {v}' for v, n in sorted(gone.items())) or 'none'})")
    print(f"new or re-worded findings to judge: {len(unjudged)}")
    for k in unjudged:
        print(f"- {k}")


def verdicts(sheets):
    """Key -> verdict for every judged finding of the sheets."""
    judged = {}
    for sheet in sheets:
        for block in open(sheet).read().split("\n## ")[1:]:
            found = VERDICT.search("## " + block)
            if found and found.group(3).lower() in ("right", "wrong", "debatable"):
                judged[found.group(2).strip()] = found.group(3).lower()
    return judged


def agree(args):
    censuses = []
    for pattern in args.census:
        sheets = [s for part in pattern.split() for s in sorted(glob.glob(part))]
        if not sheets:
            sys.exit(f"findings.py: no sheet matches {pattern!r}")
        censuses.append(verdicts(sheets))
    keys = [key(repo, d) for repo, _, d in load_run(args.run_dir)]
    for a in range(len(censuses)):
        for b in range(a + 1, len(censuses)):
            both = [k for k in keys if k in censuses[a] and k in censuses[b]]
            same = sum(1 for k in both if (censuses[a][k] == "right") == (censuses[b][k] == "right"))
            print(f"census {a + 1} and {b + 1}: {len(both)} findings judged by both, agree on right/not right for {same}")
    rows = []
    for k in keys:
        seen = [c.get(k, "-") for c in censuses]
        against = sum(1 for v in seen if v in ("wrong", "debatable"))
        if against:
            rows.append((against, k, seen))
    print(f"\nfindings judged not right by at least one census: {len(rows)}")
    by_count = Counter(n for n, _, _ in rows)
    print(", ".join(f"{n} by {c} of {len(censuses)}" for c, n in sorted(by_count.items(), key=lambda x: -x[0])))
    for against, k, seen in sorted(rows, key=lambda r: (-r[0], r[1])):
        print(f"- {' '.join(v[:3] for v in seen)}  `{k}`")
    # Each finding's majority verdict over the censuses that judged it (a tie is not right):
    # less noisy than one census, but not a fresh sample once fixes were chosen from these verdicts.
    majority = defaultdict(lambda: [0, 0])
    for k in keys:
        seen = [c[k] for c in censuses if k in c]
        if not seen:
            continue
        right = sum(1 for v in seen if v == "right") * 2 > len(seen)
        for rule in (k.rsplit(":", 1)[1], "**all**"):
            majority[rule][0] += 1
            majority[rule][1] += right
    print("\nright by the majority of the censuses:\n\n| rule | judged | right | precision |\n|---|---:|---:|---:|")
    for rule, (judged, right) in sorted(majority.items(), key=lambda x: (x[0] == "**all**", -x[1][0], x[0])):
        print(f"| {rule} | {judged} | {right} | {right / judged:.0%} |")


def line(rule, row):
    judged = sum(row.values())
    precision = row["right"] / judged if judged else 0
    half = (row["right"] + row["debatable"] / 2) / judged if judged else 0
    return f"| {rule} | {judged} | {row['right']} | {row['wrong']} | {row['debatable']} | {precision:.0%} | {half:.0%} |"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    c = commands.add_parser("counts"); c.add_argument("run_dir"); c.set_defaults(run=counts)
    s = commands.add_parser("sample")
    s.add_argument("run_dir"); s.add_argument("--seed", type=int, required=True)
    s.add_argument("--per-rule", type=int, default=40); s.add_argument("--split", type=int, default=1)
    s.add_argument("--exclude", nargs="*", help="sheets whose findings are not drawn again")
    s.add_argument("--skip-rule", action="append", help="a rule not to sample (repeatable)")
    s.add_argument("--out", required=True); s.set_defaults(run=sample)
    r = commands.add_parser("score"); r.add_argument("sheets", nargs="+")
    r.add_argument("--require", type=float, help="fail below this overall precision (0.95)")
    r.add_argument("--require-rule", type=float, default=0.90, help="with --require: every rule with 10+ judged findings")
    r.set_defaults(run=score)
    k = commands.add_parser("carry"); k.add_argument("run_dir"); k.add_argument("sheets", nargs="+"); k.set_defaults(run=carry)
    g = commands.add_parser("agree"); g.add_argument("run_dir")
    g.add_argument("--census", action="append", required=True, help="the sheets of one census: globs separated by spaces (repeat the option per census)")
    g.set_defaults(run=agree)
    args = parser.parse_args()
    args.run(args)


if __name__ == "__main__":
    main()
