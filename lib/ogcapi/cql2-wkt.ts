import type { LonLatBox } from "../search/ast";
import type { Position, WrittenPart } from "./cql2-geometry";
import { type Budget, refusal } from "./cql2-limits";
import type { TokenCursor } from "./cql2-tokens";

// cql2-text's geometry literals: WKT (POINT, LINESTRING, POLYGON, their MULTIs and
// GEOMETRYCOLLECTION, with or without Z) and BBOX / ENVELOPE, read from the tokens into the
// written parts of cql2-geometry.ts. Every position counts against the filter's budget.

export const GEOMETRY_TAGS = new Set(
  "POINT LINESTRING POLYGON MULTIPOINT MULTILINESTRING MULTIPOLYGON GEOMETRYCOLLECTION".split(" "),
);

export class WktReader {
  constructor(
    private readonly tokens: TokenCursor,
    private readonly budget: Budget,
  ) {}

  /** BBOX(west, south, east, north) or with elevations (west, south, min, east, north, max); ENVELOPE as BBOX (CQL2 drafts). */
  box(name: string, at: number): LonLatBox {
    const numbers = [this.tokens.number()];
    while (numbers.length < 6 && this.tokens.acceptPunct(",")) numbers.push(this.tokens.number());
    const [w, s, a, b, c] = numbers as number[];
    if (numbers.length === 4)
      return { minx: w as number, miny: s as number, maxx: a as number, maxy: b as number };
    if (numbers.length === 6 && name === "BBOX")
      return { minx: w as number, miny: s as number, maxx: b as number, maxy: c as number };
    throw refusal(at, `${name} memerlukan 4 atau 6 angka`, `${name} takes 4 numbers (or 6 with elevations)`);
  }

  /** WKT after its tag: POINT, LINESTRING, POLYGON, their MULTIs, or a GEOMETRYCOLLECTION of them. */
  geometry(tag: string, at: number, inCollection = false): WrittenPart[] {
    this.tokens.accept("Z");
    switch (tag) {
      case "POINT": {
        this.tokens.expect("(");
        const position = this.position();
        this.tokens.expect(")");
        return [{ kind: "Point", rings: [[position]] }];
      }
      case "LINESTRING":
        return [{ kind: "LineString", rings: [this.positions()] }];
      case "POLYGON":
        return [{ kind: "Polygon", rings: this.rings() }];
      case "MULTIPOINT":
        return this.list(() => {
          // MULTIPOINT((1 2), (3 4)) as CQL2 writes it, or MULTIPOINT(1 2, 3 4) as WKT also does.
          const bare = !this.tokens.acceptPunct("(");
          const position = this.position();
          if (!bare) this.tokens.expect(")");
          return { kind: "Point", rings: [[position]] };
        });
      case "MULTILINESTRING":
        return this.list(() => ({ kind: "LineString", rings: [this.positions()] }));
      case "MULTIPOLYGON":
        return this.list(() => ({ kind: "Polygon", rings: this.rings() }));
      default:
        return this.collection(at, inCollection);
    }
  }

  private collection(at: number, inCollection: boolean): WrittenPart[] {
    if (inCollection)
      throw refusal(at, "GEOMETRYCOLLECTION bersarang", "a GEOMETRYCOLLECTION inside another");
    this.tokens.expect("(");
    const parts: WrittenPart[] = [];
    do {
      const token = this.tokens.next();
      const inner = token.text.toUpperCase();
      if (token.kind !== "word" || !GEOMETRY_TAGS.has(inner))
        throw refusal(token.pos, "Diharapkan geometri WKT", "expected a WKT geometry");
      parts.push(...this.geometry(inner, token.pos, true));
    } while (this.tokens.acceptPunct(","));
    this.tokens.expect(")");
    return parts;
  }

  private list(item: () => WrittenPart): WrittenPart[] {
    this.tokens.expect("(");
    const parts = [item()];
    while (this.tokens.acceptPunct(",")) parts.push(item());
    this.tokens.expect(")");
    return parts;
  }

  /** "x y" or "x y z" (the elevation is dropped: extents are flat). */
  private position(): Position {
    this.budget.position(this.tokens.peek().pos);
    const position: Position = [this.tokens.number(), this.tokens.number()];
    if (this.tokens.peek().kind === "number") this.tokens.next();
    return position;
  }

  private positions(): Position[] {
    this.tokens.expect("(");
    const positions = [this.position()];
    while (this.tokens.acceptPunct(",")) positions.push(this.position());
    this.tokens.expect(")");
    return positions;
  }

  private rings(): Position[][] {
    this.tokens.expect("(");
    const rings = [this.positions()];
    while (this.tokens.acceptPunct(",")) rings.push(this.positions());
    this.tokens.expect(")");
    return rings;
  }
}
