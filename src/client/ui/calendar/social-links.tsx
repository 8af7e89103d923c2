/** A workshop's or an event's links: Instagram, YouTube and the contact e-mail, each when given. */
import { useLingui } from '@lingui/react/macro';
import { Anchor, Group } from '@mantine/core';
import { IconBrandInstagram, IconBrandYoutube, IconMail } from '@tabler/icons-react';

const web = (link: string) => (/^https?:\/\//i.test(link) ? link : `https://${link}`);

type Links = { iglink: string; videolink: string; contact_email: string };

export function SocialLinks({ row }: { row: Links }) {
  const { t } = useLingui();
  const email = row.contact_email.replace(/^mailto:/i, '');
  const links = [
    { href: row.iglink && web(row.iglink), label: t`Instagram`, Icon: IconBrandInstagram },
    { href: row.videolink && web(row.videolink), label: t`YouTube`, Icon: IconBrandYoutube },
    { href: email && `mailto:${email}`, label: email, Icon: IconMail },
  ].filter((link) => link.href !== '');
  if (links.length === 0) return null;
  return (
    <Group gap="md">
      {links.map(({ href, label, Icon }) => (
        <Anchor key={href} href={href} target="_blank" rel="noopener noreferrer">
          <Group gap={4}>
            <Icon size={16} aria-hidden />
            {label}
          </Group>
        </Anchor>
      ))}
    </Group>
  );
}
