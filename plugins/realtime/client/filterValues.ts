import type { ApiError } from '../../../core/client/api/ApiError';
import type { ApiKernel } from '../../../core/client/api/ApiKernel';
import type { Audience } from '../../audiences/common/Audience';
import { audiencePaths } from '../../audiences/common/audiencePaths';
import type { Channel } from '../../channels/common/Channel';
import { channelPaths } from '../../channels/common/channelPaths';
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

/** Channel values of the add-filter form. */
export async function loadChannelOptions(api: ApiKernel): Promise<ValueOption[]> {
  try {
    return (await api.get<Channel[]>(channelPaths.list)).map((c) => ({ value: String(c.id), label: c.title }));
  } catch (error) {
    console.error('Loading channels failed:', (error as ApiError).code);
    return [];
  }
}
