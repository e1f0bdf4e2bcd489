import { memo } from 'react';
import { useSelector } from 'react-redux';
import type { TeaserGroup } from '../content/types';
import { selectPanelOpen, type FooterRootState } from '../state/footerSlice';
import { AccordionPanel } from './Accordion';
import { ContentIcon } from './ContentIcon';
import { FooterLinkItem } from './FooterLinkItem';
import { LogoImage } from './LogoImage';

function GroupLogos({ group }: { group: TeaserGroup }) {
  if (group.images.length === 0) return null;
  return (
    <ul className="sp-footer__logos">
      {group.images.map((image) => (
        <li key={image.source}>
          <LogoImage source={image.source} label={image.label} />
        </li>
      ))}
    </ul>
  );
}

/** Desktop (CLASSIC): one column per group, the heading is a link; links flagged hideInClassic are left out. */
export const TeaserColumns = memo(function TeaserColumns({ groups }: { groups: TeaserGroup[] }) {
  return (
    <div className="sp-footer__columns">
      {groups.map((group) => (
        <div className="sp-footer__group" key={group.id}>
          <h3 className="sp-footer__group-heading">
            <a href={group.heading.link.url}>
              <ContentIcon icon={group.heading} />
              <span>{group.heading.link.text}</span>
            </a>
          </h3>
          <p className="sp-footer__intro">{group.introductoryText}</p>
          <ul className="sp-footer__links">
            {group.links.filter((item) => !item.hideInClassic).map((item) => (
              <li key={item.link.url + item.link.text}>
                <FooterLinkItem link={item.link} />
              </li>
            ))}
          </ul>
          <GroupLogos group={group} />
        </div>
      ))}
    </div>
  );
});

/** A panel's links and logos; memoised, so toggling the panel changes its attributes, not its content. */
const TeaserPanelBody = memo(function TeaserPanelBody({ group }: { group: TeaserGroup }) {
  return (
    <>
      <p className="sp-footer__intro">{group.introductoryText}</p>
      <ul className="sp-footer__links">
        <li>
          <FooterLinkItem link={group.heading.link} />
        </li>
        {group.links
          .filter((item) => item.link.url !== group.heading.link.url || item.link.text !== group.heading.link.text)
          .map((item) => (
            <li key={item.link.url + item.link.text}>
              <FooterLinkItem link={item.link} />
            </li>
          ))}
      </ul>
      <GroupLogos group={group} />
    </>
  );
});

/**
 * One group's panel. It reads its own open state from the store, so opening it re-renders this
 * panel alone, not the footer (the whole footer re-rendered on every toggle before).
 */
const TeaserPanel = memo(function TeaserPanel({ group, onToggle }: { group: TeaserGroup; onToggle: (id: string) => void }) {
  const open = useSelector((state: FooterRootState) => selectPanelOpen(state, group.id));
  return (
    <AccordionPanel
      headingLevel={3}
      open={open}
      onToggle={() => onToggle(group.id)}
      title={
        <>
          <ContentIcon icon={group.heading} />
          <span>{group.heading.link.text}</span>
        </>
      }
    >
      <TeaserPanelBody group={group} />
    </AccordionPanel>
  );
});

/** Smartphone and tablet: one accordion panel per group; the heading's link moves into the panel. */
export const TeaserAccordion = memo(function TeaserAccordion({ groups, onToggle }: { groups: TeaserGroup[]; onToggle: (id: string) => void }) {
  return (
    <div className="sp-accordion">
      {groups.map((group) => (
        <TeaserPanel key={group.id} group={group} onToggle={onToggle} />
      ))}
    </div>
  );
});
