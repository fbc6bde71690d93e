import type { Result } from 'hastscript';
import type { SiteCustomizationSettings } from '@gitbook/api';
import type { Announcement as AnnouncementValue, SiteView } from '../../model';
import { safeUrl, type Shell } from '../context';
import { footerGroups, footerLogo, siteTitle } from '../customization';
import { SmartLink, ThemedImg } from './link';

/**
 * The site footer (`contentinfo`): the customization's logo, groups of links and copyright, the
 * privacy policy link, and "Powered by Quire" while the trademark is enabled.
 */
export function Footer(shell: Shell, site: SiteView): Result {
  const customization: Partial<SiteCustomizationSettings> = site.customization;
  const groups = footerGroups(site);
  const logo = ThemedImg(footerLogo(site), siteTitle(site) ?? '', 'q-footer-logo');
  const copyright = typeof customization.footer?.copyright === 'string' ? customization.footer.copyright.slice(0, 300) : undefined;
  const privacy = safeUrl(customization.privacyPolicy?.url);
  return (
    <footer className="q-footer">
      <div className="q-footer-inner">
        {logo.length > 0 ? <div className="q-footer-brand">{logo}</div> : undefined}
        {groups.length > 0 ? (
          <div className="q-footer-groups">
            {groups.map((group, index) => (
              <section className="q-footer-group" aria-labelledby={`q-footer-group-${index}`}>
                <h2 className="q-footer-group-title" id={`q-footer-group-${index}`}>
                  {group.title}
                </h2>
                <ul>
                  {group.links.map((link) => (
                    <li>{SmartLink(shell, link.href, link.title)}</li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ) : undefined}
        <div className="q-footer-legal">
          {copyright ? <p className="q-copyright">{copyright}</p> : undefined}
          {privacy ? <p>{SmartLink(shell, privacy, shell.t('privacy_policy'))}</p> : undefined}
          {customization.trademark?.enabled !== false ? <p className="q-trademark">{shell.t('powered_by')}</p> : undefined}
        </div>
      </div>
    </footer>
  );
}

/** The customization's announcement, a banner above the header. */
export function Announcement(shell: Shell, announcement: AnnouncementValue | undefined): Result | undefined {
  if (!announcement?.message) return undefined;
  const style = ['info', 'warning', 'danger', 'success'].includes(announcement.style) ? announcement.style : 'info';
  return (
    <section className={['q-announcement', `q-announcement-${style}`]} aria-label={shell.t('announcement')}>
      <p>
        <span>{announcement.message.slice(0, 500)}</span>
        {announcement.link ? <> {SmartLink(shell, announcement.link.href, announcement.link.title, { className: 'q-announcement-link' })}</> : undefined}
      </p>
    </section>
  );
}
