import { randomUUID } from 'node:crypto';
import { MSG } from '@squadboard/domain';
import { detectAvatarType } from '@squadboard/domain/profile/avatar.rules';
import { canEditCompanyName, hasFullName } from '@squadboard/domain/profile/profile.rules';
import type { ChangePassword, Profile, ProfileUpdate } from '@squadboard/domain/profile/profile.schema';
import type { FastifyBaseLogger } from 'fastify';
import { appError, invalidField } from '../../http/app-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { hashPassword, verifyPassword } from '../auth/secrets.ts';
import type { SessionEvents } from '../auth/session-events.ts';
import type { FileStorage, StoredFile } from '../storage/storage.ts';
import { presentProfile } from './profile.presenter.ts';
import type { ProfileRepository } from './profile.repository.ts';

export type ProfileService = ReturnType<typeof createProfileService>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

export function createProfileService(deps: {
  repo: ProfileRepository;
  storage: FileStorage;
  sessionEvents: SessionEvents;
  log: FastifyBaseLogger;
}) {
  const { repo, storage, sessionEvents, log } = deps;

  async function profileOf(userId: string): Promise<Profile> {
    const found = await repo.findProfile(userId);
    if (!found) {
      throw appError('NOT_FOUND');
    }
    return presentProfile(found);
  }

  /** A replaced avatar's file is garbage; failing to remove it must not fail the upload. */
  async function discard(key: string): Promise<void> {
    try {
      await storage.delete(key);
    } catch (error) {
      log.warn({ err: error, key }, 'could not delete a replaced avatar file');
    }
  }

  return {
    profileOf,

    async updateProfile(caller: AuthUser, input: ProfileUpdate): Promise<Profile> {
      const found = await repo.findProfile(caller.id);
      if (!found) {
        throw appError('NOT_FOUND');
      }
      const companyName = input.companyName;
      const renames = companyName !== undefined && companyName !== found.customer.name;
      // Others may send the name back unchanged (a form that shows it), but never change it.
      if (renames && !canEditCompanyName(caller.role)) {
        throw appError('FORBIDDEN');
      }
      await repo.transaction(async (tx) => {
        await tx.updateProfile(caller.id, {
          firstName: input.firstName,
          lastName: input.lastName,
          location: input.location,
          timeZone: input.timeZone,
        });
        if (renames) {
          await tx.updateCompanyName(caller.customerId, companyName);
        }
      });
      return profileOf(caller.id);
    },

    /** The first login is done once the person has a name: nobody stays an e-mail address. */
    async completeFirstLogin(caller: AuthUser): Promise<Profile> {
      const profile = await profileOf(caller.id);
      if (!hasFullName(profile)) {
        throw invalidField(
          profile.firstName?.trim() ? 'lastName' : 'firstName',
          profile.firstName?.trim() ? MSG.profile.lastNameRequired : MSG.profile.firstNameRequired,
        );
      }
      await repo.completeFirstLogin(caller.id);
      return profileOf(caller.id);
    },

    /** Stores the picture after checking its content (not its name) and replaces the old one. */
    async saveAvatar(caller: AuthUser, bytes: Buffer): Promise<Profile> {
      const contentType = detectAvatarType(bytes);
      if (!contentType) {
        throw appError('AVATAR_TYPE');
      }
      const user = await repo.findUser(caller.id);
      if (!user) {
        throw appError('NOT_FOUND');
      }
      const key = `avatars/${caller.customerId}/${caller.id}/${randomUUID()}.${EXTENSIONS[contentType]}`;
      await storage.put(key, bytes, contentType);
      try {
        await repo.setAvatarKey(caller.id, key);
      } catch (error) {
        await discard(key);
        throw error;
      }
      if (user.avatarKey) {
        await discard(user.avatarKey);
      }
      return profileOf(caller.id);
    },

    /** A signed-in user's view of a colleague's avatar: same organisation only, else 404. */
    async avatarOf(caller: AuthUser, userId: string): Promise<StoredFile & { key: string }> {
      if (!UUID.test(userId)) {
        throw appError('NOT_FOUND');
      }
      const key = await repo.findAvatarKey(userId, caller.customerId);
      if (!key) {
        throw appError('NOT_FOUND');
      }
      const file = await storage.get(key);
      if (!file) {
        throw appError('NOT_FOUND');
      }
      return { ...file, key };
    },

    /** Checks the current password, stores the new one and ends the user's other sessions. */
    async changePassword(caller: AuthUser, input: ChangePassword): Promise<void> {
      const user = await repo.findUser(caller.id);
      if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw appError('CURRENT_PASSWORD_INCORRECT').on('currentPassword');
      }
      const passwordHash = await hashPassword(input.newPassword);
      const ended = await repo.transaction(async (tx) => {
        await tx.updatePasswordHash(caller.id, passwordHash);
        return tx.deleteOtherSessions(caller.id, caller.sessionId);
      });
      // The sessions are gone; their open sockets (on any node) close too.
      for (const sessionId of ended) {
        sessionEvents.emitEnded({ kind: 'session', sessionId });
      }
    },
  };
}
