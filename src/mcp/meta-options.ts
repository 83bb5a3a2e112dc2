// Ajv's options for the tool schemas (server-tools.ts) and for the meta-schema validators generated with them
// (scripts/meta-validators.ts), so that both judge a schema alike. The meta-schemas' two patterns (`$anchor`, `$id`)
// run on RegExp in the generated code, on RE2 in the compilers: the same matches for those anchored ASCII classes.
export const META_OPTIONS = {
  strict: false,
  allErrors: true,
  validateFormats: false,
  addUsedSchema: false,
  logger: false,
} as const;
