// zod schemas of a Construct 3 plugin's JSON files (Addon SDK v2), written from the JSON Schemas the
// Addon SDK publishes (github.com/Scirra/Construct-Addon-SDK: plugin-sdk/plugin.addon.schema.json,
// plugin-sdk/aces.schema.json, plugin-sdk/plugin.lang.schema.json) and the Addon SDK manual
// (https://www.construct.net/make-games/manuals/addon-sdk). Strict where the published schemas are
// (`additionalProperties: false`), loose where they are.
import * as z from 'zod';

const uri = z.url();

/** addon.json of a plugin (plugin.addon.schema.json). */
export const addonJson = z.object({
  $schema: z.string().optional(),
  'is-c3-addon': z.literal(true),
  'sdk-version': z.union([z.literal(1), z.literal(2)]).optional(),
  type: z.literal('plugin'),
  name: z.string(),
  id: z.string(),
  // "A string specifying the addon version in four parts (major, minor, patch, revision)."
  version: z.string().regex(/^\d+\.\d+\.\d+\.\d+$/),
  'min-construct-version': z.string().optional(),
  'supports-worker-mode': z.boolean().optional(),
  author: z.string(),
  website: uri,
  documentation: uri,
  description: z.string(),
  'editor-scripts': z
    .array(z.string())
    .min(1)
    .refine((a) => new Set(a).size === a.length, 'items must be unique'),
  'file-list': z.array(z.string()).optional(),
});

const acParamType = z.enum([
  'number',
  'string',
  'any',
  'boolean',
  'combo',
  'combo-grouped',
  'cmp',
  'object',
  'objectname',
  'layer',
  'layout',
  'keyb',
  'instancevar',
  'instancevarbool',
  'eventvar',
  'eventvarbool',
  'animation',
  'objinstancevar',
  'projectfile',
]);
const acParameter = z.object({
  id: z.string(),
  c2id: z.number().optional(),
  type: acParamType,
  initialValue: z.string().optional(),
  items: z.array(z.string()).min(1).optional(),
  itemGroups: z
    .array(z.object({ id: z.string().optional(), items: z.array(z.string()).min(1).optional() }))
    .min(1)
    .optional(),
  filter: z.string().optional(),
  allowedPluginIds: z.array(z.string()).min(1).optional(),
  autocompleteId: z.string().optional(),
});
const expParameter = z.object({
  id: z.string(),
  c2id: z.number().optional(),
  type: z.enum(['number', 'string', 'any']),
});

const condition = z.strictObject({
  id: z.string(),
  c2id: z.number().optional(),
  scriptName: z.string(),
  isDeprecated: z.boolean().optional(),
  highlight: z.boolean().optional(),
  isTrigger: z.boolean().optional(),
  isFakeTrigger: z.boolean().optional(),
  isStatic: z.boolean().optional(),
  isLooping: z.boolean().optional(),
  isInvertible: z.boolean().optional(),
  isCompatibleWithTriggers: z.boolean().optional(),
  params: z.array(acParameter).optional(),
});
const action = z.strictObject({
  id: z.string(),
  c2id: z.number().optional(),
  scriptName: z.string(),
  isDeprecated: z.boolean().optional(),
  highlight: z.boolean().optional(),
  isAsync: z.boolean().optional(),
  params: z.array(acParameter).optional(),
});
const expression = z.strictObject({
  id: z.string(),
  c2id: z.number().optional(),
  expressionName: z.string(),
  isDeprecated: z.boolean().optional(),
  highlight: z.boolean().optional(),
  returnType: z.enum(['number', 'string', 'any']).optional(),
  isVariadicParameters: z.boolean().optional(),
  params: z.array(expParameter).optional(),
});

/** aces.json (aces.schema.json): ACE categories, each with conditions, actions and expressions. */
export const acesJson = z.record(
  z.string(),
  z.union([
    z.string(), // "$schema"
    z.object({
      conditions: z.array(condition).optional(),
      actions: z.array(action).optional(),
      expressions: z.array(expression).optional(),
    }),
  ]),
);

const paramText = z.strictObject({
  name: z.string(),
  desc: z.string(),
  items: z.record(z.string(), z.string()).optional(),
});
const acEntry = z.strictObject({
  'list-name': z.string(),
  'display-text': z.string(),
  description: z.string(),
  params: z.record(z.string(), paramText).optional(),
});
const expEntry = z.strictObject({
  description: z.string(),
  'translated-name': z.string(),
  params: z.record(z.string(), z.strictObject({ name: z.string(), desc: z.string() })).optional(),
});

/** lang/en-US.json of a plugin (plugin.lang.schema.json): exactly one plugin's strings. */
export const langJson = z.object({
  $schema: z.string().optional(),
  languageTag: z.string(),
  fileDescription: z.string().optional(),
  text: z.strictObject({
    plugins: z
      .record(
        z.string(),
        z.object({
          name: z.string(),
          description: z.string(),
          'help-url': uri,
          properties: z
            .record(
              z.string(),
              z.strictObject({
                name: z.string(),
                desc: z.string(),
                items: z.record(z.string(), z.string()).optional(),
                'link-text': z.string().optional(),
              }),
            )
            .optional(),
          aceCategories: z.record(z.string(), z.string()).optional(),
          conditions: z.record(z.string(), acEntry).optional(),
          actions: z.record(z.string(), acEntry).optional(),
          expressions: z.record(z.string(), expEntry).optional(),
        }),
      )
      .refine((o) => Object.keys(o).length === 1, 'exactly one plugin'),
  }),
});
