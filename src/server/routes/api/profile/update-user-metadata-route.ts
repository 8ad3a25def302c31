import { SuccessResponse, UpdateUserMetadataRequest } from '../../../../shared/api/dashboard.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { requestAddressVerificationOnce } from '../../../domain/request-address-verification.js';
import { ownLogoBlobKey } from '../../../domain/store-logo.js';
import { updateProfile } from '../../../domain/update-profile.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { BlobStore } from '../../../storage/blob-store.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/**
 * POST /api/update-user-metadata: the operator's public profile. The logo must be one we stored
 * for this operator, so a profile cannot show a foreign image or someone else's logo.
 */
export function registerUpdateUserMetadataRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/update-user-metadata', { schema: { body: UpdateUserMetadataRequest, response: { 200: SuccessResponse } } }, async (request) => {
    const userId = signedInOperator(request).userId;
    const profile = request.body;
    if (profile.contactEmail === '' && profile.contactPhone === '') {
      throw new AppError(400, ErrorCodes.validationFailed, apiMessage('profileContactRequired'));
    }
    if (profile.logoUrl !== '' && !(await isOwnLogo(ctx.blobs, userId, profile.logoUrl))) {
      throw new AppError(400, ErrorCodes.validationFailed, apiMessage('logoUnknown'));
    }
    await updateProfile(ctx.db, ctx.blobs, userId, profile);
    // Catalogue notifications go to the contact address only once the operator has proved to read it.
    const { publicUrl, accountLinks } = ctx.config;
    await requestAddressVerificationOnce(ctx.db, { userId, address: profile.contactEmail, publicUrl, ttlMs: accountLinks.emailLinkTtlMs });
    const response: SuccessResponse = { success: true };
    return response;
  });
}

async function isOwnLogo(blobs: BlobStore, userId: string, logoUrl: string): Promise<boolean> {
  const key = ownLogoBlobKey(userId, logoUrl);
  return key !== undefined && (await blobs.get(key)) !== null;
}
