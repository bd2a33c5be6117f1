/** Compiles the content model as Studio does (built-in types as parent) and reports schema errors. */
import { Schema } from '@sanity/schema';
import { builtinTypes, groupProblems, validateSchema } from '@sanity/schema/_internal';
import type { Schema as CompiledSchema, SchemaTypeDefinition } from 'sanity';

export interface SchemaError {
  path: string;
  message: string;
}

export function schemaErrors(types: readonly SchemaTypeDefinition[]): SchemaError[] {
  return groupProblems(validateSchema(types).getTypes()).flatMap((group) =>
    group.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => ({
        path: group.path.map((p) => ('name' in p ? p.name : '')).join('/'),
        message: problem.message,
      })),
  );
}

export function compileSchema(types: readonly SchemaTypeDefinition[]): CompiledSchema {
  const core = Schema.compile({ name: 'core', types: builtinTypes });
  return Schema.compile({
    name: 'content',
    types: [...types],
    parent: core,
  }) as unknown as CompiledSchema;
}
