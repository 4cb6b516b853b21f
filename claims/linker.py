"""Link quantities to what they are about: subject, attribute, qualifiers, relations.

Subjects are searched in the order the text gives meaning: the quantity itself
("100.000 H100"), a name bound to it ("the H100's 989 teraflops", "4,5 PFLOPS des
B200"), its clause, its sentence, a bullet label or short heading just above, the
previous sentences, then the section headings.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field, replace
from types import ModuleType

from claims.lang import common
from claims.models import Claim, Mention, Quantity, TableCell
from reference.units import parse_unit

_PRECISION_RE = re.compile(
    r"(?<![A-Za-z0-9])(FP64|FP32|TF32|FP16|BF16|BFLOAT16|CFP8|FP8|FP6|FP4|INT8|INT4)"
    r"(?![0-9])",
    re.IGNORECASE,
)
_INTERCONNECT = (
    "nvlink",
    "nvswitch",
    "interconnect",
    "gpu-to-gpu",
    "gpu-zu-gpu",
    "link",
    "ethernet",
    "infiniband",
    "port",
    "netzwerk",
    "network",
    "verbindung",
)
#: Between a figure and the name it belongs to: "4,5 PFLOPS des B200", "80 GB of HBM3 on
#: the H100", "312 TFLOPS der Nvidia A100".
_BOUND_GAP = (
    r"\s*(?:\([^)]*\)\s*)?(?:of\s+[\w-]+\s+)?"
    r"(?:der|des|von der|von|of the|of|on the|on|for the|for|in the)\s+(?:nvidia\s+|nvidias\s+)?"
)
_VENDORS = ("Nvidia", "NVIDIA", "AMD", "Intel", "Google", "Tesla", "Meta", "Apple", "Consumer")
_DIE_TO_DIE = ("chip-zu-chip", "die-to-die", "die-zu-die", "chip-to-chip", "nv-hbi")


@dataclass
class Sentence:
    start: int
    end: int
    heading: bool = False


@dataclass
class LinkContext:
    text: str
    lang: ModuleType
    sentences: list[Sentence]
    mentions: list[Mention]
    quantities: list[Quantity]
    tables: list[TableCell] = field(default_factory=list)

    def sentence_of(self, pos: int) -> int:
        starts = [s.start for s in self.sentences]
        return max(0, bisect_right(starts, pos) - 1)


def _lower(text: str) -> str:
    return text.lower()


def _is_heading_line(line: str) -> bool:
    stripped = line.strip()
    if not stripped or len(stripped) > 110:
        return False
    if stripped.startswith(("•", "-", "*", "–")) and stripped.endswith(":"):
        return True
    return stripped[-1] not in ".!?;,)" or stripped.endswith(":")


def find_sentences(text: str, sents: list[tuple[int, int]]) -> list[Sentence]:
    out = []
    for start, end in sents:
        chunk = text[start:end]
        # trim surrounding whitespace so offsets point at text
        lead = len(chunk) - len(chunk.lstrip())
        trail = len(chunk) - len(chunk.rstrip())
        s, e = start + lead, end - trail
        if s >= e:
            continue
        line_start = text.rfind("\n", 0, s) + 1
        line_end = text.find("\n", e)
        line_end = len(text) if line_end < 0 else line_end
        whole_line = text[line_start:line_end]
        heading = line_start == s and line_end == e and _is_heading_line(whole_line)
        out.append(Sentence(s, e, heading))
    return out


def assign_roles(ctx: LinkContext) -> list[Mention]:
    """Mark comparison partners and names bound to one quantity."""
    data = ctx.lang
    comparators = sorted(data.COMPARATORS, key=len, reverse=True)
    out: list[Mention] = []
    text = ctx.text
    for m in ctx.mentions:
        before = _lower(text[max(0, m.start - 28) : m.start])
        before = re.sub(r"\s+", " ", before)
        role = "subject"
        stripped = re.sub(
            r"\b(der|die|das|dem|den|des|the|a|an|nvidia|nvidias|nvidia’s)\b", "", before
        ).rstrip()
        words = stripped.split()
        tail2 = " ".join(words[-2:-1]) if len(words) >= 2 else ""
        for word in comparators:
            if (
                stripped.endswith(" " + word)
                or stripped == word
                or stripped.endswith(word + ":")
                or (tail2 == word and words[-1].islower())
                or (tail2 == word and words[-1] in ("vorgänger", "predecessor"))
            ):
                role = "comparator"
                break
        # "das 5-fache der H100-Leistung": a name after a multiplier is its partner
        for q in ctx.quantities:
            if q.kind == "multiplier" and 0 <= m.start - q.end <= 6:
                role = "comparator"
        # genitive or 'of the' right after a quantity binds the name to it
        for q in ctx.quantities:
            gap = text[q.end : m.start]
            units_of_it = q.kind == "bare" or q.noun in ("gpu_count", "chip_count")
            if (
                0 <= m.start - q.end <= 24
                and re.fullmatch(_BOUND_GAP, gap, re.IGNORECASE)
                and q.kind != "multiplier"
                and not units_of_it
            ):
                role = "bound"
        # possessive before a quantity: "the H100's 989 teraflops"
        after = text[m.end : m.end + 4]
        if re.match(r"[’']s\b", after):
            nxt = next((q for q in ctx.quantities if 0 <= q.start - m.end <= 8), None)
            if nxt is not None:
                role = "bound"
        # "im Vergleich zur Hopper-Architektur des H100": the partner's own name
        if (
            role == "subject"
            and out
            and out[-1].role == "comparator"
            and re.fullmatch(
                r"[\w-]*\s+(?:des|der|von|of the|of)\s+(?:nvidia\s+)?",
                text[out[-1].end : m.start],
                re.IGNORECASE,
            )
        ):
            role = "comparator"
        out.append(replace(m, role=role))
    return out


class Linker:
    """Turn quantities into claims for one document."""

    def __init__(self, ctx: LinkContext):
        self.ctx = ctx
        self.data = ctx.lang
        self.text = ctx.text
        self.mentions = assign_roles(ctx)
        self.by_sentence: dict[int, list[Mention]] = {}
        for m in self.mentions:
            self.by_sentence.setdefault(ctx.sentence_of(m.start), []).append(m)
        self.cells = sorted(ctx.tables, key=lambda c: c.start)

    # -- helpers -------------------------------------------------------------------
    def _sentence(self, i: int) -> Sentence:
        return self.ctx.sentences[i]

    def _clause_bounds(self, q: Quantity, si: int) -> tuple[int, int]:
        s = self._sentence(si)
        start, end = s.start, s.end
        seg = self.text[s.start : s.end]
        for brk in self.data.CLAUSE_BREAKS:
            for m in re.finditer(re.escape(brk), seg):
                pos = s.start + m.start()
                if pos < q.start:
                    start = max(start, pos)
                elif pos >= q.end:
                    end = min(end, pos)
        return start, end

    def _cell_of(self, q: Quantity) -> TableCell | None:
        for cell in self.cells:
            if cell.start <= q.start and q.end <= cell.end:
                return cell
        return None

    def _mention_in(self, start: int, end: int) -> Mention | None:
        for m in self.mentions:
            if m.start >= start and m.end <= end:
                return m
        return None

    def _resolve_header(self, header: str) -> Mention | None:
        """A table header names an entity: find it among the patterns' matches."""
        for m in self.mentions:
            if self.text[m.start : m.end].lower() in header.lower():
                return replace(m, role="subject")
        return None

    # -- subject -------------------------------------------------------------------
    def subject_of(self, q: Quantity, si: int) -> Mention | None:
        text = self.text
        # the quantity names the entity ("100.000 H100", "2.048 H800-GPUs")
        for m in self.mentions:
            if q.start <= m.start and m.end <= q.end + 1:
                return m
        # a bare count directly followed by a name: "acht Gaudi 3", "50.000 H200"
        if q.kind in ("bare", "count"):
            for m in self.mentions:
                if 0 <= m.start - q.end <= 2 and not text[q.end : m.start].strip():
                    return m
        # a name bound to this quantity ("80 billion transistors of the H100"); after a
        # multiplier the name is the comparison partner instead
        for m in self.mentions if q.kind not in ("multiplier", "percent") else ():
            if m.role == "comparator" and not re.fullmatch(
                r"\s*(?:of the|of|der|des)\s+", text[q.end : m.start], re.IGNORECASE
            ):
                continue
            gap_after = text[q.end : m.start]
            if 0 <= m.start - q.end <= 24 and re.fullmatch(_BOUND_GAP, gap_after, re.IGNORECASE):
                return m
            if 0 <= q.start - m.end <= 8 and re.match(r"[’']s\s", text[m.end : q.start + 1]):
                return m
        sentence_mentions = self.by_sentence.get(si, [])
        # the value after "statt"/"gegenüber"/"instead of" belongs to the partner
        before = _lower(text[max(0, q.start - 16) : q.start]).rstrip()
        if any(before.endswith(w) for w in self.data.CONTRAST):
            partner = [m for m in sentence_mentions if m.role == "comparator"]
            if partner:
                return partner[0]
            for back in range(si - 1, max(-1, si - 3), -1):
                partner = [m for m in self.by_sentence.get(back, []) if m.role == "comparator"]
                if partner:
                    return partner[-1]
        candidates = [m for m in sentence_mentions if m.role == "subject"]
        cs, ce = self._clause_bounds(q, si)
        prior = [m for m in candidates if m.end <= q.start]
        in_clause = [m for m in prior if m.start >= cs]
        # "1.1 exaflops Frontier posted": a name right after the figure
        for m in sentence_mentions:
            if 0 < m.start - q.end <= 2 and not text[q.end : m.start].strip():
                return m
        chosen = in_clause[-1] if in_clause else (prior[-1] if prior else None)
        if chosen is not None:
            if self._unknown_product(text[chosen.end : q.start]):
                return None
            return chosen
        # bullet label or short heading just above
        found = self._from_headings(si, near=True)
        if found:
            return found
        if self._unknown_product(self.text[self._sentence(si).start : q.start]):
            return None
        # previous sentences of this section: their grammatical subject usually comes first
        for back in range(si - 1, max(-1, si - 5), -1):
            sent = self._sentence(back)
            if sent.heading:
                break
            prev = [m for m in self.by_sentence.get(back, []) if m.role == "subject"]
            if prev:
                return prev[0]
            if self._unknown_product(self.text[sent.start : sent.end]):
                return None
        # the section headings up to the title name the topic
        topic = self._from_headings(si, near=False)
        if topic is not None:
            return topic
        for back in range(si - 1, max(-1, si - 12), -1):
            prev = [m for m in self.by_sentence.get(back, []) if m.role == "subject"]
            if prev:
                return prev[0]
        later = [m for m in candidates if m.start >= q.end and m.start < ce]
        return later[0] if later else None

    def _unknown_product(self, segment: str) -> bool:
        """A product name the reference does not know ("R100", "Rubin-GPUs") hides the
        earlier subject: its figures must not be checked against another product."""
        pattern = r"(?<![\w-])(?:[A-Z]{1,2}\d{2,4}[A-Za-z]?|[A-Z][a-z]+-GPUs?)\b"
        for m in re.finditer(pattern, segment):
            word = m.group(0)
            if word.split("-")[0] in _VENDORS or _PRECISION_RE.fullmatch(word):
                continue
            known = any(word.lower() in mention.text.lower() for mention in self.mentions)
            if not known:
                return True
        return False

    def _from_headings(self, si: int, near: bool) -> Mention | None:
        limit = 3 if near else 60
        for back in range(si - 1, max(-1, si - 1 - limit), -1):
            sent = self._sentence(back)
            if not sent.heading:
                if near and back < si - 1:
                    # only the line directly above (bullet label) counts as near
                    return None
                continue
            found = [m for m in self.by_sentence.get(back, []) if m.role != "comparator"]
            if found:
                return replace(found[0], role="subject")
            if near:
                return None
        return None

    def comparator_of(self, q: Quantity, si: int, subject: Mention | None) -> Mention | None:
        partners = [
            m
            for m in self.by_sentence.get(si, [])
            if m.role in ("comparator", "bound")
            and (subject is None or m.entry_id != subject.entry_id)
        ]
        if not partners:
            return None
        # nearest partner after the quantity, else nearest before
        after = [m for m in partners if m.start >= q.end]
        before = [m for m in partners if m.end <= q.start]
        if after:
            return after[0]
        return before[-1] if before else None

    # -- attribute and qualifiers -----------------------------------------------------
    def attribute_of(self, q: Quantity, si: int, claims_so_far: list[Claim]) -> str | None:
        if q.kind == "multiplier" or q.kind == "percent":
            return "ratio"
        if q.kind == "rate":
            return "fx_rate" if q.per in common.CURRENCY_CODES.values() else "unit_price"
        if q.noun == "training_tokens" and re.match(
            r"\s*(?:pro|per|je)\s+parameter", self.text[q.end : q.end + 20], re.IGNORECASE
        ):
            return "tokens_per_parameter"
        if q.noun:
            return q.noun
        if q.kind in ("count", "bare"):
            if q.scale_only or q.kind == "bare":
                # "80 Mrd. Transistoren statt 54,2 Mrd.": borrow the noun
                for c in reversed(claims_so_far):
                    if c.sentence < si - 1:
                        break
                    if c.quantity.noun and c.quantity.kind == "count":
                        return c.quantity.noun
                if q.kind == "bare":
                    return "gpu_count"
            return None
        try:
            dim = parse_unit(q.unit).dimensionality
        except ValueError:
            return None
        dims = {
            k: parse_unit(u).dimensionality
            for k, u in (
                ("throughput", "FLOP/s"),
                ("training_compute", "FLOP"),
                ("memory", "byte"),
                ("bandwidth", "byte/s"),
                ("tdp", "W"),
                ("energy", "J"),
                ("process_nm", "m"),
                ("duration", "s"),
                ("clock", "Hz"),
            )
        }
        clause = self.text[slice(*self._clause_bounds(q, si))].lower()
        if dim == dims["throughput"] and re.search(r"\b(pro|per|je) watt\b|/w\b", clause):
            return "efficiency"
        if dim == dims["throughput"] and re.search(
            r"effektiv|effective|sustained|mfu|auslastung|utili[sz]ation", clause
        ):
            return "effective_throughput"
        if dim == dims["bandwidth"] and re.search(r"\bports?\b", clause):
            return "port_bandwidth"
        for name, d in dims.items():
            if d == dim:
                if name == "bandwidth":
                    s = self._sentence(si)
                    context = self.text[s.start : s.end].lower()
                    if any(w in context for w in _DIE_TO_DIE):
                        return "die_to_die_bandwidth"
                    if any(w in context for w in _INTERCONNECT):
                        return "interconnect_bandwidth"
                    return "memory_bandwidth"
                return name
        if q.unit in common.CURRENCY_CODES.values():
            return "price"
        return None

    def precisions(self, claims: list[Claim]) -> None:
        """Give each throughput-like claim the precision named nearest to it."""
        by_sentence: dict[int, list[Claim]] = {}
        for c in claims:
            by_sentence.setdefault(c.sentence, []).append(c)
        last_seen: tuple[str, ...] = ()
        for si in sorted(by_sentence):
            sent = self._sentence(si)
            seg = self.text[sent.start : sent.end]
            hits: list[tuple[int, int, tuple[str, ...]]] = []
            for m in _PRECISION_RE.finditer(seg):
                names = common.PRECISIONS[m.group(1).upper()]
                start, end = sent.start + m.start(), sent.start + m.end()
                joined = hits and re.fullmatch(
                    r"[-\w]*\s*(?:/|und|oder|wie in|wie|and|or|as well as|,)\s*(?:in\s+)?",
                    self.text[hits[-1][1] : start],
                    re.IGNORECASE,
                )
                if joined:  # "in BF16 wie in FP8", "FP16/BF16": one group
                    prev = hits.pop()
                    hits.append((prev[0], end, tuple(dict.fromkeys(prev[2] + names))))
                else:
                    hits.append((start, end, names))
            relevant = [
                c
                for c in by_sentence[si]
                if c.attribute in ("throughput", "ratio", "training_compute")
            ]
            assigned: dict[str, list[str]] = {c.id: [] for c in relevant}

            def dist(c: Claim, h: tuple[int, int, tuple[str, ...]]) -> int:
                a, b = sorted((c.start, h[0]))
                if ";" in self.text[a:b] or " – " in self.text[a:b]:
                    return 10**6
                return min(abs(c.start - h[1]), abs(h[0] - c.end))

            for hit in hits:
                if not relevant:
                    break
                best = min(relevant, key=lambda c: dist(c, hit))
                if dist(best, hit) <= 40:
                    assigned[best.id].extend(n for n in hit[2] if n not in assigned[best.id])
            for c in relevant:
                names = assigned[c.id]
                if names:
                    c.precision = tuple(names)
                elif hits:
                    before = [h for h in hits if h[1] <= c.start and dist(c, h) < 10**6] or [
                        h for h in hits if h[1] <= c.start
                    ]
                    c.precision = (
                        before[-1][2] if before else min(hits, key=lambda h: dist(c, h))[2]
                    )
                elif c.attribute == "throughput" and last_seen and self._near_previous(si):
                    c.precision = last_seen
            if hits:
                last_seen = hits[-1][2]
            elif not self._near_previous(si + 1):
                last_seen = ()
        # slash pairs like "FP16/BF16": keep both

    def _near_previous(self, si: int) -> bool:
        """The sentence follows the previous one in the same paragraph."""
        if si <= 0 or si >= len(self.ctx.sentences):
            return False
        prev, cur = self._sentence(si - 1), self._sentence(si)
        return "\n\n" not in self.text[prev.end : cur.start] and not prev.heading

    def sparsity_of(self, q: Quantity, si: int, claims_in_sentence: list[Quantity]) -> str | None:
        sent = self._sentence(si)
        seg = self.text[sent.start : sent.end].lower()
        hits: list[tuple[int, str]] = []
        for phrase in self.data.DENSE:
            for m in re.finditer(rf"(?<![\w-]){re.escape(phrase)}(?![\w])", seg):
                hits.append((sent.start + m.start(), "dense"))
        for phrase in self.data.SPARSE:
            for m in re.finditer(rf"(?<![\w]){re.escape(phrase)}", seg):
                if any(abs(sent.start + m.start() - h[0]) < 6 for h in hits):
                    continue
                hits.append((sent.start + m.start(), "sparse"))
        if not hits:
            return None
        # each phrase goes to the nearest throughput quantity
        flops = [x for x in claims_in_sentence if x.unit and self._is_rate(x)] or [q]
        result = None
        best_dist = None
        for pos, kind in hits:
            nearest = min(flops, key=lambda x: min(abs(pos - x.end), abs(x.start - pos)))
            if nearest is q:
                dist = min(abs(pos - q.end), abs(q.start - pos))
                if best_dist is None or dist < best_dist:
                    result, best_dist = kind, dist
        return result

    @staticmethod
    def _is_rate(q: Quantity) -> bool:
        try:
            return parse_unit(q.unit).dimensionality == parse_unit("FLOP/s").dimensionality
        except ValueError:
            return False

    def scope_of(self, q: Quantity) -> str | None:
        after = _lower(self.text[q.end : q.end + 24])
        before = _lower(self.text[max(0, q.start - 40) : q.start])
        for phrase in self.data.PER_UNIT:
            if re.match(rf"\s*(?:\([^)]*\)\s*)?(?:in \w+\s+)?{re.escape(phrase)}\b", after):
                return "per_unit"
            if phrase in ("jeweils", "each", "je") and re.search(
                rf"\b{re.escape(phrase)}\s+(?:\w+\s+){{0,1}}$", before
            ):
                return "per_unit"
        for phrase in self.data.TOTAL:
            if re.search(rf"\b{re.escape(phrase)}\b", before[-30:]) or re.match(
                rf"\s*{re.escape(phrase)}\b", after
            ):
                return "total"
        return None

    def connective_of(self, q: Quantity, prev_end: int) -> str | None:
        window = _lower(self.text[max(prev_end, q.start - 45) : q.start])
        best = None
        for word in self.data.CONNECTIVES:
            pattern = (
                rf"(?<![\w]){re.escape(word)}(?![\w])" if word[0].isalnum() else re.escape(word)
            )
            if re.search(pattern, window) and (best is None or len(word) > len(best)):
                best = word
        return best

    def difference_of(self, q: Quantity) -> str | None:
        after = _lower(self.text[q.end : q.end + 14])
        before = _lower(self.text[max(0, q.start - 30) : q.start])
        for w in self.data.DIFFERENCE_MORE:
            if re.match(rf"\s*{w}\b", after):
                return "more"
        for w in self.data.DIFFERENCE_LESS:
            if re.match(rf"\s*{w}\b", after) or re.search(rf"\b{w}\b[^.]*$", before[-25:]):
                return "less"
        return None

    def direction_of(self, q: Quantity) -> str | None:
        after = _lower(self.text[q.end : q.end + 30])
        before = _lower(self.text[max(0, q.start - 40) : q.start])
        for w in self.data.DECREASE:
            if re.search(rf"\b{w}\b", before[-30:]) or re.match(rf"\s*{w}\b", after):
                return "decrease"
        for w in self.data.INCREASE:
            if re.search(rf"\b{w}\b", before[-30:]) or re.match(rf"\s*(?:\w+\s+)?{w}\b", after):
                return "increase"
        return None

    # -- main ---------------------------------------------------------------------------
    def link(self) -> list[Claim]:
        claims: list[Claim] = []
        prev_end = 0
        qs = self.ctx.quantities
        per_sentence: dict[int, list[Quantity]] = {}
        for q in qs:
            per_sentence.setdefault(self.ctx.sentence_of(q.start), []).append(q)
        for q in qs:
            si = self.ctx.sentence_of(q.start)
            cell = self._cell_of(q)
            subject = None
            if cell is not None:
                subject = self._resolve_header(cell.column_header) or self._resolve_header(
                    cell.row_header
                )
            if subject is None:
                subject = self.subject_of(q, si)
            if q.kind == "bare":
                # a bare number is a claim only when it counts a named thing
                if (
                    subject is None
                    or not (
                        q.start <= subject.start <= q.end + 2
                        and not self.text[q.end : subject.start].strip()
                    )
                ) and not q.inherited_unit:
                    continue
                if not q.inherited_unit:
                    q.kind, q.unit, q.noun = "count", "count", "gpu_count"
            claim = Claim(id=f"C{len(claims) + 1}", quantity=q, sentence=si)
            claim.nearby = tuple(
                dict.fromkeys(
                    m.entry_id for back in (si, si - 1) for m in self.by_sentence.get(back, [])
                )
            )
            claim.subject = subject
            claim.attribute = self.attribute_of(q, si, claims)
            claim.comparator = self.comparator_of(q, si, subject)
            claim.sparsity = self.sparsity_of(q, si, per_sentence.get(si, []))
            claim.sparsity_explicit = claim.sparsity is not None
            claim.scope = self.scope_of(q)
            claim.connective = self.connective_of(q, prev_end)
            claim.difference = self.difference_of(q) if q.kind in ("count", "measure") else None
            if q.kind in ("multiplier", "percent"):
                claim.direction = self.direction_of(q)
            if cell is not None:
                self._apply_cell(claim, cell)
            claims.append(claim)
            prev_end = q.end
        self.precisions(claims)
        for claim in claims:
            cell = self._cell_of(claim.quantity)
            if cell is not None:
                self._apply_cell(claim, cell)
        return claims

    def _apply_cell(self, claim: Claim, cell: TableCell) -> None:
        claim.in_table = True
        header = f"{cell.row_header} {cell.column_header} {cell.caption}"
        names = []
        for m in _PRECISION_RE.finditer(header):
            names.extend(common.PRECISIONS[m.group(1).upper()])
        if names:
            claim.precision = tuple(dict.fromkeys(names))
        low = header.lower()
        if any(re.search(rf"(?<![\w-]){re.escape(p)}(?![\w])", low) for p in self.data.DENSE):
            claim.sparsity, claim.sparsity_explicit = "dense", True
        elif any(p in low for p in self.data.SPARSE):
            claim.sparsity, claim.sparsity_explicit = "sparse", True
        claim.connective = None
