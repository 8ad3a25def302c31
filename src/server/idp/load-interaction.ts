import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction, Provider } from 'oidc-provider';
import { errors } from 'oidc-provider';

/**
 * The interaction the browser's signed cookie points at, or undefined when it is gone (expired,
 * finished, cookie missing) or belongs to another uid than the URL's: all of these read as
 * "the login session expired" to the user.
 */
export async function loadInteraction(
  provider: Provider,
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
): Promise<Interaction | undefined> {
  try {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    return interaction.uid === request.params.uid ? interaction : undefined;
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return undefined;
    throw error;
  }
}
