import { Anchor, Group, Menu } from '@mantine/core';
import type { LandingAnchor } from '@squadboard/domain';
import { Link } from 'react-router';
import { usePublicConfig } from '../../lib/public-config.ts';
import { CONTACT_EMAIL, GUIDE_URL } from '../../lib/ui-strings.ts';
import { SHELL_UI as UI } from '../shell-strings.ts';
import { MenuButton } from './landing-menu-button.tsx';

// The landing anchors (Product, Features, Pricing, Contact) show on the home and plans pages
// only. Loaded lazily by landing-header.tsx, so the sign-in page neither downloads them (nor
// Mantine's Menu and its positioning library) nor asks the server for the contact address.

interface AnchorTarget {
  href: string;
  router: boolean;
}

/** Product and Features live in the static guide, so they are plain page loads, not router links. */
/** Contact writes to the server's CONTACT_EMAIL, the same address the profile's Help tab shows. */
function useAnchorTargets(): Record<LandingAnchor, AnchorTarget> {
  const contactEmail = usePublicConfig().data?.contactEmail ?? CONTACT_EMAIL;
  return {
    Product: { href: `${GUIDE_URL}#product`, router: false },
    Features: { href: `${GUIDE_URL}#features`, router: false },
    Pricing: { href: '/plans', router: true },
    Contact: { href: `mailto:${contactEmail}`, router: false },
  };
}

/** The anchors in the header, on screens wide enough for them. */
export function LandingAnchorNav({ anchors }: { anchors: readonly LandingAnchor[] }) {
  const targets = useAnchorTargets();
  return (
    <Group component="nav" aria-label={UI.siteNavigation} gap="lg" visibleFrom="sm">
      {anchors.map((name) => {
        const target = targets[name];
        return target.router ? (
          <Anchor key={name} component={Link} to={target.href} c="dimmed" fw={500}>
            {name}
          </Anchor>
        ) : (
          <Anchor key={name} href={target.href} c="dimmed" fw={500}>
            {name}
          </Anchor>
        );
      })}
    </Group>
  );
}

/** The anchors on phones, where the header has no room for them; open at once when the burger was tapped while this code loaded. */
export function LandingPhoneMenu({
  anchors,
  defaultOpened,
}: {
  anchors: readonly LandingAnchor[];
  defaultOpened: boolean;
}) {
  const targets = useAnchorTargets();
  return (
    <Menu position="bottom-end" width={180} defaultOpened={defaultOpened}>
      <Menu.Target>
        <MenuButton />
      </Menu.Target>
      <Menu.Dropdown>
        {anchors.map((name) => {
          const target = targets[name];
          return target.router ? (
            <Menu.Item key={name} component={Link} to={target.href}>
              {name}
            </Menu.Item>
          ) : (
            <Menu.Item key={name} component="a" href={target.href}>
              {name}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
