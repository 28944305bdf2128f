import { ApiError } from '../../../core/server/http';
import type { RouteCredential } from '../../../core/server/plugin';
import { SDK_ACCESS } from '../common/Mapping';
import { audiencesDb } from './AudiencesTables';
import { liveSdkApiKey } from './sdkApiKeys';

/** Who calls an SDK route: an organisation, through one of its API keys. */
export interface SdkCaller {
  apiKeyId: number;
  organisationId: number;
}

const BEARER = /^Bearer\s+(\S+)\s*$/;

/**
 * The SDK routes' credential: an organisation's API key (created with `cli apikey create`) as
 * `Authorization: Bearer <key>`. A session token there is no key (401), and a key grants
 * SDK_ACCESS only, so it opens no other route.
 */
export const sdkApiKeyCredential: RouteCredential<SdkCaller> = {
  name: 'apiKey',
  async resolve(request, db) {
    const key = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const row = key ? await liveSdkApiKey(audiencesDb(db), key) : undefined;
    if (!row) throw new ApiError(401, 'invalid_api_key', 'Send a valid API key as "Authorization: Bearer <key>".');
    return { caller: { apiKeyId: row.id, organisationId: row.organisation_id }, access: [SDK_ACCESS] };
  },
};
