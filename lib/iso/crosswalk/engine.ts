import type { XmlElement } from "../../xml/element";
import { GML31, GML32, XLINK, XSI } from "../../xml/namespaces";
import type { ClassInfo, PropertyInfo, SchemaTable } from "./schema-classes";
import { deepCopy, el, ownText } from "./tree";

// The tree transform both directions share. Most of ISO 19139 and ISO 19115-3 is the same
// model under other namespaces: an object element (a class) holds property elements, each
// holding one object or value. So by default an object keeps its class name and a property
// its name, and both take the namespace that the target schema declares them in (the class
// tables). Where the standards differ, a rule of the direction says what to do with a class
// or a property; anything that has no place in the target is left out and its source path
// recorded (`dropped`). Children are put in the order of the target schema.

/** What a property of the source becomes: a new name, nothing (no counterpart), or elements a rule builds. */
export type PropertyRule =
  | string
  | null
  | ((property: XmlElement, owner: XmlElement, cx: Crosswalk) => XmlElement[]);

export interface ClassRule {
  /** The target class, when it is named differently. */
  to?: string;
  properties?: Record<string, PropertyRule>;
  /** Builds the whole target object instead (null: nothing to write). */
  build?: (source: XmlElement, cx: Crosswalk) => XmlElement | null;
  /** Builds several target objects, each in a property of its own (a CI_Responsibility's parties). */
  split?: (source: XmlElement, cx: Crosswalk) => XmlElement[];
  /** Adjusts the built object (before its children are ordered). */
  finish?: (built: XmlElement, source: XmlElement, cx: Crosswalk) => void;
}

export interface Direction {
  source: SchemaTable;
  target: SchemaTable;
  /** Namespace URI of a target prefix (the edition's, for ISO 19115-3). */
  targetUri: (prefix: string) => string;
  /** Namespace URI of a source prefix. */
  sourceUri: (prefix: string) => string;
  /** Prefix of a source namespace, for the paths of what is left out. */
  sourcePrefix: (ns: string) => string;
  sourceGco: string;
  targetGco: string;
  classes: Record<string, ClassRule>;
  /** Code list names that differ (gmd:Country is lan:CountryCode). */
  codeLists: Record<string, string>;
  /** The code list catalogue of the target standard, to which "#Name" is added. */
  codeListCatalogue: string;
  /** Values a direction converts itself (anchors, free text, URLs); undefined: the default. */
  value?: (value: XmlElement, property: PropertyInfo, cx: Crosswalk) => XmlElement | null | undefined;
  /** Enumeration values the schemas spell differently. */
  enumerations?: Record<string, Record<string, string>>;
  /** Target properties left out (e.g. those the 2016 edition lacks), as Class.property. */
  excluded?: ReadonlySet<string>;
  /** The ISO 19115-3 edition written (rules that differ by edition read it). */
  edition?: "2016" | "2018";
}

const ATTRIBUTE_NAMES = new Set(["type", "href", "role", "arcrole", "title", "show", "actuate"]);

export class Crosswalk {
  /** Source paths of what has no counterpart, e.g. "gmd:CI_Citation/gmd:collectiveTitle". */
  readonly dropped: string[] = [];
  /** Source elements a rule has carried to another place, so that their own place leaves them out silently. */
  readonly carried = new Set<XmlElement>();
  /** The gml:ids of the source (an id written for a new GML object must not take one of them). */
  readonly gmlIds = new Set<string>();
  idCount = 0;

  constructor(
    readonly direction: Direction,
    source: XmlElement,
  ) {
    const collect = (element: XmlElement) => {
      const id = element.attrs[`{${GML32}}id`] ?? element.attrs[`{${GML31}}id`];
      if (id) this.gmlIds.add(id);
      for (const child of element.children) collect(child);
    };
    collect(source);
  }

  name(element: XmlElement): string {
    return `${this.direction.sourcePrefix(element.ns)}:${element.local}`;
  }

  drop(...path: (XmlElement | string)[]): void {
    this.dropped.push(path.map((part) => (typeof part === "string" ? part : this.name(part))).join("/"));
  }

  /** The source objects being converted, innermost last, and the property whose values are. */
  private readonly objects: XmlElement[] = [];
  private current: XmlElement | undefined;

  /** Leaves out a value or attribute of the property being converted: Class/property/what. */
  dropHere(what: XmlElement | string): void {
    const owner = this.objects.at(-1);
    const context = [owner, this.current].filter(
      (part): part is XmlElement => part !== undefined && part !== what,
    );
    this.drop(...context, what);
  }

  /** An attribute's name as written in the source: prefix:local, or local when unqualified. */
  attributeName(key: string): string {
    const qualified = /^\{(.*)\}(.*)$/.exec(key);
    return qualified ? `${this.direction.sourcePrefix(qualified[1] as string)}:${qualified[2]}` : key;
  }

  targetClass(name: string): ClassInfo | undefined {
    return this.direction.target.get(name);
  }

  /** A target element in the namespace of `prefix`. */
  el(
    prefix: string,
    local: string,
    attrs: Record<string, string> = {},
    children: XmlElement[] = [],
    text = "",
  ) {
    return el(this.direction.targetUri(prefix), local, attrs, children, text);
  }

  /** The object as the class of the target (by rule, else the same name); `as` names the rule to use. */
  object(source: XmlElement, as = source.local): XmlElement | null {
    const rule = this.direction.classes[as];
    this.objects.push(source);
    try {
      return this.objectBy(source, as, rule);
    } finally {
      this.objects.pop();
    }
  }

  private objectBy(source: XmlElement, as: string, rule: ClassRule | undefined): XmlElement | null {
    if (rule?.build) return rule.build(source, this);
    const name = rule?.to ?? as;
    const info = this.targetClass(name);
    if (info?.kind !== "class" || this.direction.excluded?.has(name)) {
      this.drop(...this.objects.slice(-2, -1), ...(this.current ? [this.current] : []), source);
      return null;
    }
    const built = this.el(info.prefix, name, this.objectAttributes(source));
    for (const property of source.children) {
      const propertyRule = rule?.properties?.[property.local];
      if (propertyRule === null) this.drop(source, property);
      else if (typeof propertyRule === "function")
        built.children.push(...propertyRule(property, source, this));
      else built.children.push(...this.property(property, name, propertyRule ?? property.local, source));
    }
    if (ownText(source).trim() !== "") this.drop(source, "text()");
    rule?.finish?.(built, source, this);
    return this.ordered(built, name, source);
  }

  /** The property under its target name in the target class, its value converted. */
  property(property: XmlElement, targetClass: string, targetName: string, owner?: XmlElement): XmlElement[] {
    const info = this.targetClass(targetClass)?.properties.get(targetName);
    if (!info || this.direction.excluded?.has(`${targetClass}.${targetName}`)) {
      this.drop(...(owner ? [owner] : this.objects.slice(-1)), property);
      return [];
    }
    return this.withValues(property, info);
  }

  /** A target property element named by `info`, with the source property's attributes and values. */
  withValues(property: XmlElement, info: PropertyInfo, name = info.name): XmlElement[] {
    const [outer, outerTarget] = [this.current, this.currentTarget];
    [this.current, this.currentTarget] = [property, info];
    const attrs = this.propertyAttributes(property, info);
    const built = this.el(info.prefix, name, attrs);
    const splits: XmlElement[][] = [];
    for (const value of property.children) {
      const split = this.direction.classes[value.local]?.split;
      if (split) splits.push(split(value, this));
      else {
        const converted = this.value(value, info);
        if (converted) built.children.push(converted);
      }
    }
    if (ownText(property).trim() !== "") this.dropHere("text()");
    // White space in an empty property is content too (element-only content allows it).
    else if (property.children.length === 0) built.text = property.text;
    [this.current, this.currentTarget] = [outer, outerTarget];
    // One source object written as several: each in a copy of the property.
    const parts = splits.flat();
    if (parts.length > 0) return parts.map((part) => this.el(info.prefix, name, { ...attrs }, [part]));
    if (property.children.length > 0 && built.children.length === 0 && Object.keys(built.attrs).length === 0)
      return [];
    return [built];
  }

  /** The target property whose values are being converted (rules that depend on it read it). */
  currentTarget: PropertyInfo | undefined;

  /** A value inside a property: a gco value, a code list value, GML, or an object. */
  value(value: XmlElement, property: PropertyInfo): XmlElement | null {
    const custom = this.direction.value?.(value, property, this);
    if (custom !== undefined) return custom;
    if (value.ns === this.direction.sourceGco) return this.gcoValue(value);
    if (value.ns === GML32 || value.ns === GML31) return deepCopy(value, (ns) => (ns === GML31 ? GML32 : ns));
    const kind = this.direction.source.get(value.local)?.kind;
    if (kind === "codelist") return this.codeListValue(value);
    if (kind === "enumeration") return this.enumeration(value);
    if (kind === "class") return this.object(value);
    this.dropHere(value);
    return null;
  }

  /** A gco value in the target's gco; attributes the other gco does not take there are left out. */
  gcoValue(value: XmlElement): XmlElement {
    const { sourceGco, targetGco } = this.direction;
    const copy = deepCopy(value, (ns) => (ns === sourceGco ? targetGco : ns));
    for (const key of Object.keys(copy.attrs)) {
      const kept =
        key === "uom" || (key === "codeSpace" && /Name$/.test(value.local)) || key.startsWith(`{${XLINK}}`);
      if (!kept) {
        this.dropHere(`${this.name(value)}/@${this.attributeName(key.replace(targetGco, sourceGco))}`);
        delete copy.attrs[key];
      }
    }
    return copy;
  }

  codeListValue(
    value: XmlElement,
    name = this.direction.codeLists[value.local] ?? value.local,
  ): XmlElement | null {
    const info = this.targetClass(name);
    if (info?.kind !== "codelist") {
      this.dropHere(value);
      return null;
    }
    const attrs: Record<string, string> = {
      ...value.attrs,
      codeList: `${this.direction.codeListCatalogue}#${name}`,
    };
    return this.el(info.prefix, name, attrs, [], ownText(value));
  }

  enumeration(value: XmlElement): XmlElement | null {
    const info = this.targetClass(value.local);
    if (info?.kind !== "enumeration") {
      this.dropHere(value);
      return null;
    }
    const text = ownText(value);
    return this.el(
      info.prefix,
      value.local,
      {},
      [],
      this.direction.enumerations?.[value.local]?.[text] ?? text,
    );
  }

  /** id and uuid (gco:ObjectIdentification) pass; anything else has no counterpart. */
  objectAttributes(source: XmlElement): Record<string, string> {
    const attrs: Record<string, string> = {};
    for (const [key, value] of Object.entries(source.attrs)) {
      if (key === "id" || key === "uuid") attrs[key] = value;
      else this.drop(source, `@${this.attributeName(key)}`);
    }
    return attrs;
  }

  /**
   * nilReason and a free-text xsi:type pass; uuidref and the xlink attributes where the target
   * property takes a reference (`info`: the target property, when known).
   */
  propertyAttributes(property: XmlElement, info?: PropertyInfo): Record<string, string> {
    const attrs: Record<string, string> = {};
    const { sourceGco, targetGco } = this.direction;
    const references = info?.references ?? true;
    for (const [key, value] of Object.entries(property.attrs)) {
      if (key === `{${sourceGco}}nilReason`) attrs[`{${targetGco}}nilReason`] = value;
      else if (key === "uuidref" && references) attrs[key] = value;
      else if (key.startsWith(`{${XLINK}}`) && ATTRIBUTE_NAMES.has(key.slice(XLINK.length + 2)) && references)
        attrs[key] = value;
      else if (key === `{${XSI}}type` && /(^|:)PT_FreeText_PropertyType$/.test(value))
        attrs[key] =
          `${this.direction.sourceGco.includes("isotc211") ? "lan" : "gmd"}:PT_FreeText_PropertyType`;
      else this.drop(...this.objects.slice(-1), property, `@${this.attributeName(key)}`);
    }
    return attrs;
  }

  /** Children in the order of the target class; more of a property than the class takes are left out. */
  ordered(built: XmlElement, className: string, source: XmlElement): XmlElement {
    const info = this.targetClass(className);
    if (!info) return built;
    const position = (child: XmlElement) =>
      info.properties.get(child.local)?.index ?? Number.MAX_SAFE_INTEGER;
    const sorted = built.children
      .map((child, i) => ({ child, i, at: position(child) }))
      .sort((a, b) => a.at - b.at || a.i - b.i)
      .map(({ child }) => child);
    const counts = new Map<string, number>();
    built.children = sorted.filter((child) => {
      const count = (counts.get(child.local) ?? 0) + 1;
      counts.set(child.local, count);
      if (count <= (info.properties.get(child.local)?.max ?? 1)) return true;
      const origin = source.children.find((c) => c.local === child.local);
      this.drop(source, `${origin ? this.name(origin) : child.local}[2..]`);
      return false;
    });
    return built;
  }
}
