import { type Retro, ZRetroResult } from '@squadboard/domain/retro/retro.schema';
import { api } from '../../../lib/api-client.ts';
import { retroPath } from './keys.ts';

/** One retro as its lists show it (counts included), for a caller who may see its squad. */
export async function getRetro(id: string): Promise<Retro> {
  return (await api.get(retroPath(id), { schema: ZRetroResult })).retro;
}
