type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/**
 * One language's catalogue: its sections' top-level keys side by side (no key belongs to two
 * sections: tests/unit/i18n.test.ts).
 */
export function merged<S extends Record<string, object>>(sections: S): Intersection<S[keyof S]> {
  return Object.assign({}, ...Object.values(sections)) as Intersection<S[keyof S]>;
}
