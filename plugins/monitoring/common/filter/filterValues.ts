import type { ApiError } from '../../../../core/client/api/ApiError';
import type { ApiKernel } from '../../../../core/client/api/ApiKernel';
import type { Audience } from '../../../audiences/common/Audience';
import { audiencePaths } from '../../../audiences/common/audiencePaths';
import type { ValueOption } from './AddFilterStore';

/** Audience values of the add-filter form: the audience tree, flattened. A failure leaves the list empty. */
export async function loadAudienceOptions(api: ApiKernel): Promise<ValueOption[]> {
  try {
    const flatten = (list: Audience[]): ValueOption[] => list.flatMap((a) => [{ value: String(a.id), label: a.text, typeId: a.type_id }, ...flatten(a.children ?? [])]);
    return flatten(await api.get<Audience[]>(audiencePaths.getAudiences));
  } catch (error) {
    console.error('Loading audiences failed:', (error as ApiError).code);
    return [];
  }
}

/** The channels data set's rows, as far as the form needs them. */
interface ChannelRow {
  key: number;
  title: string;
}

export const CHANNELS_RESOURCE = 'users/channels';
/** Channels with traffic in this many days are offered. */
const CHANNEL_DAYS = 30;
const CHANNEL_LIMIT = 50;

/**
 * Channel values of the add-filter form: the channels with traffic lately, from the channels
 * data set (readable with the monitoring rule, unlike the channel management list).
 */
export async function loadChannelOptions(api: ApiKernel, now = Date.now()): Promise<ValueOption[]> {
  try {
    const rows = await api.get<ChannelRow[]>(`/v1/monitoring/${CHANNELS_RESOURCE}`, { host: 'analytics', query: { from: now - CHANNEL_DAYS * 86_400_000, to: now, size: CHANNEL_LIMIT } });
    return rows.map((c) => ({ value: String(c.key), label: c.title }));
  } catch (error) {
    console.error('Loading channels failed:', (error as ApiError).code);
    return [];
  }
}
