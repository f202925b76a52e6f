/** The spellings of one module name that the files of a module use. */
export type Names = {
  /** kebab-case, the folder and file names: `field-trips`. */
  kebab: string;
  /** camelCase: `fieldTrips`. */
  camel: string;
  /** PascalCase: `FieldTrips`. */
  pascal: string;
  /** snake_case, the table: `field_trips`. */
  snake: string;
  /** One item, PascalCase: `FieldTrip`. */
  item: string;
  /** One item, camelCase: `fieldTrip`. */
  itemCamel: string;
  /** Words for people: `field trips`. */
  words: string;
};

const kebabPattern = /^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/;

export function namesOf(name: string, item?: string): Names {
  if (!kebabPattern.test(name)) {
    throw new Error(`The module name must be kebab-case (e.g. field-trips), not "${name}".`);
  }
  const singular = item ?? (name.endsWith('s') ? name.slice(0, -1) : `${name}-item`);
  if (!kebabPattern.test(singular)) throw new Error(`The item name must be kebab-case.`);
  const parts = name.split('-');
  const itemParts = singular.split('-');
  const cap = (w: string) => w[0]?.toUpperCase() + w.slice(1);
  const pascal = parts.map(cap).join('');
  const item_ = itemParts.map(cap).join('');
  return {
    kebab: name,
    camel: pascal[0]?.toLowerCase() + pascal.slice(1),
    pascal,
    snake: parts.join('_'),
    item: item_,
    itemCamel: item_[0]?.toLowerCase() + item_.slice(1),
    words: parts.join(' '),
  };
}
