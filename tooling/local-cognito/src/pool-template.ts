import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse, type Tags } from 'yaml';
import { z } from 'zod';

/**
 * The one definition of the user pool: the CloudFormation template in `deploy/` at the root of the repository.
 * Found beside this file's package, so it works from any working directory; a bundle or a copy of this package
 * elsewhere passes `userPoolTemplate` to `startIdentityProvider` instead.
 */
export const defaultPoolTemplate = new URL('../../../deploy/cognito-user-pool.yaml', import.meta.url);

/** The region the local pool reports: the product runs in us-east-2. */
export const region = 'us-east-2';

/** What the stack substitutes for CloudFormation's pseudo parameters. */
const pseudoParameters: Record<string, string> = {
  'AWS::AccountId': '000000000000',
  'AWS::Partition': 'aws',
  'AWS::Region': region,
  'AWS::StackName': 'ditto-local',
};

const intrinsicFunctions = [
  'And',
  'Base64',
  'Cidr',
  'Condition',
  'Equals',
  'FindInMap',
  'GetAtt',
  'GetAZs',
  'If',
  'ImportValue',
  'Join',
  'Not',
  'Or',
  'Ref',
  'Select',
  'Split',
  'Sub',
];

/** CloudFormation's short forms (`!Ref X`, `!Sub '...'`, `!If [...]`) read as their long forms (`{ Ref: X }`, ...). */
const cloudFormationTags: Tags = intrinsicFunctions.flatMap((name) => {
  const key = name === 'Ref' || name === 'Condition' ? name : `Fn::${name}`;
  const collection = (value: { toJSON(): unknown }) => ({ [key]: value.toJSON() });
  return [
    { tag: `!${name}`, resolve: (value: string) => ({ [key]: value }) },
    { tag: `!${name}`, collection: 'seq' as const, resolve: collection },
    { tag: `!${name}`, collection: 'map' as const, resolve: collection },
  ];
});

const stringList = z.array(z.string()).nonempty();

const userPoolProperties = z.object({
  UserPoolName: z.string().min(1),
  UsernameAttributes: stringList,
  AutoVerifiedAttributes: stringList,
  MfaConfiguration: z.enum(['OFF', 'ON', 'OPTIONAL']).default('OFF'),
  Policies: z.object({
    PasswordPolicy: z.object({
      MinimumLength: z.number().int().min(6).max(99),
      RequireUppercase: z.boolean(),
      RequireLowercase: z.boolean(),
      RequireNumbers: z.boolean(),
      RequireSymbols: z.boolean(),
      TemporaryPasswordValidityDays: z.number().int().min(0).max(365),
    }),
  }),
  Schema: z
    .array(
      z.object({
        Name: z.string().regex(/^[\w-]{1,20}$/, 'a custom attribute name of 1 to 20 letters, digits, _ or -'),
        AttributeDataType: z.enum(['String', 'Number', 'DateTime', 'Boolean']),
        Mutable: z.boolean(),
        Required: z.literal(false),
        DeveloperOnlyAttribute: z.boolean(),
        StringAttributeConstraints: z.object({ MinLength: z.string(), MaxLength: z.string() }).optional(),
      }),
    )
    .default([]),
});

const validity = z.number().int().positive();
const userPoolClientProperties = z.object({
  ClientName: z.string().min(1),
  GenerateSecret: z.boolean(),
  ExplicitAuthFlows: z
    .array(
      z.enum([
        'ALLOW_ADMIN_USER_PASSWORD_AUTH',
        'ALLOW_CUSTOM_AUTH',
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
        'ALLOW_USER_AUTH',
      ]),
    )
    .nonempty(),
  PreventUserExistenceErrors: z.enum(['ENABLED', 'LEGACY']),
  EnableTokenRevocation: z.boolean(),
  AccessTokenValidity: validity,
  IdTokenValidity: validity,
  RefreshTokenValidity: validity,
  TokenValidityUnits: z.object({
    AccessToken: z.enum(['seconds', 'minutes', 'hours', 'days']),
    IdToken: z.enum(['seconds', 'minutes', 'hours', 'days']),
    RefreshToken: z.enum(['seconds', 'minutes', 'hours', 'days']),
  }),
  ReadAttributes: stringList,
  WriteAttributes: stringList,
});

/** The template's pool and client properties that the local identity provider builds from. */
export interface PoolDefinition {
  pool: z.infer<typeof userPoolProperties>;
  client: z.infer<typeof userPoolClientProperties>;
}

/** Parsed templates by path, with the file's change time and size: parsing the YAML again costs tens of ms. */
const parsed = new Map<string, { version: string; definition: PoolDefinition }>();

/** Reads the template (a URL or a path) into the pool definition; any mistake in it is one clear error. */
export async function loadPoolDefinition(
  template: URL | string = defaultPoolTemplate,
): Promise<PoolDefinition> {
  const file = template instanceof URL ? fileURLToPath(template) : template;
  const unreadable = (error: unknown) =>
    new Error(`The user pool template ${file} could not be read: ${(error as Error).message}`);
  const info = await stat(file).catch((error: unknown) => {
    throw unreadable(error);
  });
  const version = `${info.mtimeMs}:${info.size}`;
  let entry = parsed.get(file);
  if (entry?.version !== version) {
    const text = await readFile(file, 'utf8').catch((error: unknown) => {
      throw unreadable(error);
    });
    entry = { version, definition: parsePoolTemplate(text, file) };
    parsed.set(file, entry);
  }
  return structuredClone(entry.definition);
}

/** Parses a CloudFormation template holding one `AWS::Cognito::UserPool` and one `AWS::Cognito::UserPoolClient`. */
export function parsePoolTemplate(text: string, source = 'the user pool template'): PoolDefinition {
  const fail = (problem: string): never => {
    throw new Error(`${source}: ${problem}`);
  };
  let template: unknown;
  try {
    template = parse(text, { customTags: cloudFormationTags });
  } catch (error) {
    return fail(`not valid YAML: ${(error as Error).message}`);
  }
  const { Parameters = {}, Resources = {} } = (template ?? {}) as {
    Parameters?: Record<string, { Default?: unknown }>;
    Resources?: Record<string, { Type?: unknown; Properties?: unknown }>;
  };
  const values: Record<string, unknown> = { ...pseudoParameters };
  for (const [name, parameter] of Object.entries(Parameters)) values[name] = parameter?.Default;

  const properties = <T>(type: string, schema: z.ZodType<T>): T => {
    const found = Object.entries(Resources).filter(([, resource]) => resource?.Type === type);
    if (found.length !== 1) return fail(`expected one ${type} resource, found ${found.length}`);
    const [[name, resource]] = found as [[string, { Properties?: unknown }]];
    const parsed = schema.safeParse(substitute(resource.Properties ?? {}, values));
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues.map(
      (issue) => `Resources.${name}.Properties.${issue.path.join('.')}: ${issue.message}`,
    );
    return fail(issues.join('; '));
  };
  return {
    pool: properties('AWS::Cognito::UserPool', userPoolProperties),
    client: properties('AWS::Cognito::UserPoolClient', userPoolClientProperties),
  };
}

/**
 * Resolves `Ref` and `Fn::Sub` of parameters (their defaults) and pseudo parameters; every other intrinsic, and a
 * `Ref` to a resource, stays as it is, so that the schema refuses it only where the stack reads the value.
 */
function substitute(value: unknown, values: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => substitute(item, values));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1 && typeof record.Ref === 'string' && record.Ref in values) return values[record.Ref];
  if (keys.length === 1 && typeof record['Fn::Sub'] === 'string') {
    const unresolved = record['Fn::Sub']
      .match(/\$\{([^}!]+)\}/g)
      ?.some((ref) => !(ref.slice(2, -1) in values));
    if (!unresolved) {
      return record['Fn::Sub'].replace(/\$\{([^}!]+)\}/g, (_, name: string) => String(values[name]));
    }
  }
  return Object.fromEntries(keys.map((key) => [key, substitute(record[key], values)]));
}
