import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { SUPPORT_INBOX_TOPIC } from '@exchange/contract';
import { canPublish, canSubscribe } from './acl.ts';
import type { Authenticate, Principal } from './types.ts';

/*
 * The broker auth hook: lets an external broker (EMQX HTTP authn/authz; Mosquitto via an HTTP auth plugin)
 * enforce the embedded broker's rules. Configure the broker with
 *   authn  POST /internal/mqtt/auth  body { "username": "${username}", "password": "${password}" }
 *   authz  POST /internal/mqtt/acl   body { "username": "${username}", "topic": "${topic}", "action": "${action}" }
 * and make its authorization deny whatever nothing allowed (EMQX: no_match = deny).
 * EMQX does not pass the password to authz, so the ACL route alone can grant public topics only; the private
 * topics come from the `acl` list of the auth answer (EMQX 5.8+), computed once at connect.
 * Every answer is 200 with a result: a malformed request is a deny, not a 4xx that EMQX would read as "ignore".
 * These routes are for the broker, not the internet: they are served on the internal listener only (http/internalApp.ts).
 */

type Result = { result: 'allow' | 'deny' };
type AuthBody = { username?: string; password?: string };
type AclBody = AuthBody & { topic: string; action: 'subscribe' | 'publish' };

const DENY: Result = { result: 'deny' };

const authSchema = {
  type: 'object',
  properties: { username: { type: 'string' }, password: { type: 'string' } },
} as const;

const aclSchema = {
  type: 'object',
  required: ['topic', 'action'],
  properties: { ...authSchema.properties, topic: { type: 'string' }, action: { enum: ['subscribe', 'publish'] } },
} as const;

/** The same bodies and answers for the API document (http/routeDoc.ts). */
const credentials = { username: z.string().optional(), password: z.string().optional() };
const result = z.object({ result: z.enum(['allow', 'deny']) });
const authDoc = {
  summary: "An external broker's authentication hook (EMQX HTTP authn): allow with the member's topics, or deny",
  body: z.object(credentials),
  answer: result.extend({ is_superuser: z.boolean(), acl: z.array(z.object({ permission: z.literal('allow'), action: z.literal('subscribe'), topic: z.string() })) }).partial({ is_superuser: true, acl: true }),
  flat: true,
  failure: result,
} as const;
const aclDoc = {
  summary: "An external broker's authorisation hook (EMQX HTTP authz): may this client subscribe to or publish on the topic",
  body: z.object({ ...credentials, topic: z.string(), action: z.enum(['subscribe', 'publish']) }),
  answer: result,
  flat: true,
  failure: result,
} as const;

/** Anonymous without credentials, the principal with valid ones, undefined when they are wrong. */
async function resolve(authenticate: Authenticate, { username, password }: AuthBody): Promise<Principal | null | undefined> {
  if (!username && !password) return null;
  if (!username || !password) return undefined;
  return (await authenticate(username, password)) ?? undefined;
}

export const brokerAuthRoutes: FastifyPluginAsync<{ authenticate: Authenticate }> = async (app, { authenticate }) => {
  // Scoped to this plugin: a bad body or a failing backend answers deny here, and leaves the app's own handler alone.
  app.setErrorHandler((err, req, reply) => {
    req.log.warn({ err }, 'broker auth hook: request denied on error');
    return reply.code(200).send(DENY);
  });

  app.post<{ Body: AuthBody }>('/internal/mqtt/auth', { schema: { body: authSchema }, config: { doc: authDoc } }, async (req) => {
    const principal = await resolve(authenticate, req.body);
    if (principal === undefined) return DENY;
    // Staff also read every chat topic, which no list can name: the broker asks /internal/mqtt/acl for those.
    const topics = [...(principal?.ownedTopics ?? []), ...(principal?.staff ? [SUPPORT_INBOX_TOPIC] : [])];
    const acl = topics.map((topic) => ({ permission: 'allow', action: 'subscribe', topic: `eq ${topic}` }));
    return { result: 'allow', is_superuser: false, acl };
  });

  app.post<{ Body: AclBody }>('/internal/mqtt/acl', { schema: { body: aclSchema }, config: { doc: aclDoc } }, async (req): Promise<Result> => {
    const { action, topic } = req.body;
    if (action === 'publish') return { result: canPublish() ? 'allow' : 'deny' };
    // Wrong credentials read no more than anonymous: the connect step already refused them where they mattered.
    const principal = (await resolve(authenticate, req.body)) ?? null;
    return { result: canSubscribe(principal, topic) ? 'allow' : 'deny' };
  });
};
