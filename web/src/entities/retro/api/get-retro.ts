import { type Retro, ZRetro } from '@squadboard/domain/retro/retro.schema';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { retroPath } from './keys.ts';

const ZRetroResult = z.object({ retro: ZRetro });

/** One retro as its lists show it (counts included), for a caller who may see its squad. */
export async function getRetro(id: string): Promise<Retro> {
  return (await api.get(retroPath(id), { schema: ZRetroResult })).retro;
}
