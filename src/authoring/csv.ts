// One CSV record (RFC 4180, as MCPProxy's export writes it: a field with a comma, a quote or a line break is
// quoted, a quote inside doubled) split into its fields.

/** The fields of a record; null when a quoted field is still open at the end (the record goes on, next line). */
export function splitCsvRecord(text: string): string[] | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  if (quoted) return null;
  fields.push(field);
  return fields;
}
