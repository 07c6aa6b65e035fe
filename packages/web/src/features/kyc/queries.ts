/** Identity verification queries and calls (spec 7: GET /real/state, POST /user/real). */
import { queryOptions } from '@tanstack/react-query';
import { KycLevel, type IdType, type RealState } from '@bourse/shared';
import { api } from '../../api/client.ts';
import { QK } from '../../api/keys.ts';

export const realStateQuery = () =>
  queryOptions({
    queryKey: [QK.realState],
    queryFn: () => api.get<RealState>('/real/state', {}, { quiet: true }),
  });

export const submitBasic = (input: { id_type: IdType; name: string; card_id: string }) =>
  api.post<string>('/user/real', { real_type: KycLevel.basic, ...input });

export const submitAdvanced = (input: { front_pic: string; reverse_pic: string }) =>
  api.post<string>('/user/real', { real_type: KycLevel.advanced, ...input });
