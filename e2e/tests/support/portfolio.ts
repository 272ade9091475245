import { type APIRequestContext, expect } from '@playwright/test';
import { randomAcronym } from '../join-retro/retro-api.ts';

export interface MadeNode {
  id: string;
  acronym: string;
  title: string;
}

/**
 * An Initiative or Project of the demo organisation made through the API with a random acronym
 * (another one when a parallel test took it), titled `${titlePrefix} ${acronym}`.
 */
export async function createPortfolioNode(
  request: APIRequestContext,
  ownerId: string,
  titlePrefix: string,
  data: { level: 'Initiative' } | { level: 'Project'; parentId: string },
): Promise<MadeNode> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const acronym = randomAcronym(5);
    const response = await request.post('/api/portfolio', {
      data: { ownerId, acronym, title: `${titlePrefix} ${acronym}`, ...data },
    });
    if (response.status() === 201) {
      const made = (await response.json()).node as MadeNode;
      return { id: made.id, acronym: made.acronym, title: made.title };
    }
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('no free acronym after 5 attempts');
}
