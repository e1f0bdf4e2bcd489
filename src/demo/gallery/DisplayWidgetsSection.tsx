import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import {
  BackToTop,
  CopyCode,
  ENERGY_CLASSES,
  EnergyLabel,
  ExpansionBlock,
  FileUploadRemoval,
  Modal,
  MODAL_SIZES,
  Notification,
  Pagination,
  PriceText,
  SearchSuggestions,
  SkipLink,
  Slider,
  type ModalSize,
  type SearchSuggestion,
} from '../../widgets';

/* Layout only (the widgets bring their own styles): one column on a phone. */
const stack: CSSProperties = { display: 'grid', gap: 12, maxWidth: 720 };
const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' };
const block: CSSProperties = { margin: '0 0 32px' };
const plainButton: CSSProperties = {
  font: 'inherit', minHeight: 40, padding: '0 16px', border: '1px solid #00436e', borderRadius: 4, background: '#00436e', color: '#fff', cursor: 'pointer',
};
const secondaryButton: CSSProperties = { ...plainButton, background: '#fff', color: '#00436e' };
const caption: CSSProperties = { margin: '0 0 4px', color: '#595959', fontSize: '0.875rem' };

function Demo({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={block}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

const NOTIFICATIONS = [
  { key: 'error', variant: 'error', text: 'Your sign-up could not be saved. Please try again later.' },
  { key: 'success', variant: 'success', text: 'Thank you for signing up for our newsletter.' },
  { key: 'information', variant: 'information', text: 'Delivery takes 2 to 4 working days.' },
  { key: 'warning', variant: 'warning', text: 'Only 3 left in stock.' },
  { key: 'info-alias', variant: 'info', text: "Variant 'info' is an alias of information." },
  { key: 'unknown', variant: 'fatal', text: "An unknown variant ('fatal') falls back to information." },
] as const;

function NotificationsDemo() {
  const [closed, setClosed] = useState<string[]>([]);
  const close = (key: string) => setClosed((current) => [...current, key]);
  const isOpen = (key: string) => !closed.includes(key);
  return (
    <div style={stack}>
      <p style={caption}>Each variant with the pictogram (top) and without (bottom); all closable.</p>
      {NOTIFICATIONS.map(({ key, variant, text }) => (
        <Notification key={`${key}-pictogram`} variant={variant} pictogram open={isOpen(`${key}-pictogram`)} onClose={() => close(`${key}-pictogram`)}>
          {text}
        </Notification>
      ))}
      {NOTIFICATIONS.slice(0, 4).map(({ key, variant, text }) => (
        <Notification key={key} variant={variant} open={isOpen(key)} onClose={() => close(key)}>
          {text}
        </Notification>
      ))}
      <Notification variant="information" title="Not closable, with a title" closable={false}>
        This notification has no close button.
      </Notification>
      <div style={row}>
        <button type="button" className="demo-gallery-button" style={secondaryButton} onClick={() => setClosed([])} disabled={closed.length === 0}>
          Show closed notifications again ({closed.length})
        </button>
      </div>
    </div>
  );
}

function ModalDemo() {
  const [openSize, setOpenSize] = useState<ModalSize | null>(null);
  const close = () => setOpenSize(null);
  return (
    <>
      <div style={row}>
        {MODAL_SIZES.map((size) => (
          <button key={size} type="button" className="demo-gallery-button" style={plainButton} onClick={() => setOpenSize(size)}>
            Open modal size {size}
          </button>
        ))}
      </div>
      <Modal
        open={openSize !== null}
        onClose={close}
        size={openSize ?? 'M'}
        title={`Delivery costs (size ${openSize ?? ''})`}
        footer={
          <>
            <button type="button" className="demo-gallery-button" style={secondaryButton} onClick={close}>Cancel</button>
            <button type="button" className="demo-gallery-button" style={plainButton} onClick={close}>Got it</button>
          </>
        }
      >
        <p>Delivery is free from 40 €. Below that we charge 4.95 € per order.</p>
        <p>
          Read the <a href="#display-widgets">delivery terms</a>. Tab never reaches the page behind this dialog (past its last control, the browser’s own controls); Esc closes it.
        </p>
      </Modal>
    </>
  );
}

const LONG_TEXT = [
  'Our coffee is grown on farms that we visit every year. We pay prices above the world market, so that the farmers can invest in their plantations and their families.',
  'The beans are roasted slowly in small batches in Hamburg, at lower temperatures than usual, which makes the coffee gentle on the stomach and full of aroma.',
  'Every pack carries the date of roasting. Unopened, the beans keep their aroma for up to 12 months; once opened, store them cool, dry and airtight.',
];

function ExpansionDemo() {
  const [disabled, setDisabled] = useState(false);
  const toggleId = useId();
  return (
    <div style={stack}>
      <p style={caption}>Short content (fits into 96 px, no toggle):</p>
      <ExpansionBlock>
        <p style={{ margin: 0 }}>Freshly roasted coffee, delivered to your door.</p>
      </ExpansionBlock>
      <p style={caption}>Tall content (collapsed to 96 px):</p>
      <ExpansionBlock>
        {LONG_TEXT.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
      </ExpansionBlock>
      <p style={caption}>A flexible block; disabling it shows the text in full and collapses it for later:</p>
      <label htmlFor={toggleId} style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <input id={toggleId} type="checkbox" checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
        Disable the expansion
      </label>
      <ExpansionBlock flexible disabled={disabled}>
        {LONG_TEXT.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
      </ExpansionBlock>
      <p style={caption}>Disabled block:</p>
      <ExpansionBlock disabled>
        <p style={{ margin: 0 }}>{LONG_TEXT[0]}</p>
      </ExpansionBlock>
    </div>
  );
}

function PaginationDemo() {
  const [page, setPage] = useState(1);
  const [page2, setPage2] = useState(5);
  return (
    <div style={stack}>
      <p style={caption}>5 pages:</p>
      <Pagination page={page} totalPages={5} onPageChange={setPage} label="Product list, pages" />
      <p style={caption}>20 pages:</p>
      <Pagination page={page2} totalPages={20} onPageChange={setPage2} label="Search results, pages" />
      <p style={caption}>Page 99 of 12 is clamped to 12:</p>
      <Pagination page={99} totalPages={12} label="Clamped example, pages" />
    </div>
  );
}

const FILES = ['invoice-2024-03.pdf', 'photo of the damaged parcel.jpg', 'a-very-long-file-name-without-any-spaces-that-has-to-wrap-on-a-phone.png'];

function FileRemovalDemo() {
  const [files, setFiles] = useState(FILES);
  return (
    <div style={stack}>
      <ul style={{ ...stack, margin: 0, padding: 0, listStyle: 'none' }}>
        {files.map((file) => (
          <li key={file}>
            <FileUploadRemoval fileName={file} onRemove={() => setFiles((current) => current.filter((entry) => entry !== file))} />
          </li>
        ))}
      </ul>
      {files.length < FILES.length && (
        <div style={row}>
          <button type="button" className="demo-gallery-button" style={secondaryButton} onClick={() => setFiles(FILES)}>Restore the files</button>
        </div>
      )}
    </div>
  );
}

const SLIDE_COLOURS = ['#5a3418', '#00436e', '#1b6e20', '#8a1538'];
const SLIDES = ['Espresso', 'Caffè Crema', 'Filter coffee', 'Cold brew'].map((name, index) => (
  <div key={name} style={{ display: 'grid', placeItems: 'center', minHeight: 180, padding: '0 64px', background: SLIDE_COLOURS[index], color: '#fff', fontSize: '1.5rem', fontWeight: 700 }}>
    {name}
  </div>
));

const TERMS: SearchSuggestion[] = ['Coffee', 'Coffee beans', 'Coffee capsules', 'Coffee machine', 'Coffee mug', 'Cocoa', 'Cold brew', 'Tea', 'Tea pot'].map((term) => ({ term }));

function SearchDemo() {
  const [value, setValue] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const query = value.trim().toLowerCase();
  const suggestions = query === '' ? [] : TERMS.filter(({ term }) => term.toLowerCase().includes(query));
  return (
    <div style={stack}>
      <p style={caption}>Try “co” or “tea”, then ArrowDown/ArrowUp, Enter, Esc.</p>
      <SearchSuggestions value={value} onValueChange={setValue} suggestions={suggestions} onSelect={setChosen} />
      <p style={{ margin: 0 }} aria-live="polite">{chosen === null ? 'Nothing chosen yet.' : `Chosen: ${chosen}`}</p>
    </div>
  );
}

const CATEGORIES = ['Coffee', 'Espresso', 'Capsules', 'Machines', 'Cups and mugs', 'Tea', 'Sweets', 'Gifts'];

function SkipLinkDemo() {
  return (
    <div>
      <p style={caption}>Tab to the hidden link before the list; Enter jumps past the list.</p>
      <SkipLink targetId="display-widgets-after-list" />
      <ul style={{ ...row, margin: '0 0 12px', padding: 0, listStyle: 'none' }}>
        {CATEGORIES.map((category) => (
          <li key={category}><a href="#display-widgets">{category}</a></li>
        ))}
      </ul>
      <p id="display-widgets-after-list" style={{ margin: 0 }}>After the list.</p>
    </div>
  );
}

const PRICES = [
  { quantity: 500, unit: 'g', price: 1.8, baseQuantity: 100, currency: 'EUR' },
  { quantity: 1000, unit: 'g', price: 13.99, baseQuantity: 1000, currency: 'EUR' },
  { quantity: 0.75, unit: 'l', price: 13.32, baseQuantity: 1, currency: 'CHF' },
  { quantity: 250, unit: 'g', price: 63.6, baseQuantity: 100, currency: 'CZK' },
  { quantity: 250, unit: 'g', price: 1596, baseQuantity: 100, currency: 'HUF' },
  { quantity: 500, unit: 'g', price: 9.98, baseQuantity: 100, currency: 'PLN' },
  { quantity: 100, unit: 'ml', price: 149.9, baseQuantity: 100, currency: 'TRY' },
];

/** Every display widget in every variant and state (widgets/display). */
export function DisplayWidgetsSection() {
  return (
    <section id="display-widgets" aria-labelledby="gallery-display">
      <h2 id="gallery-display">Display widgets</h2>
      <Demo title="Notification">
        <NotificationsDemo />
      </Demo>
      <Demo title="Modal">
        <ModalDemo />
      </Demo>
      <Demo title="Expansion block">
        <ExpansionDemo />
      </Demo>
      <Demo title="Pagination">
        <PaginationDemo />
      </Demo>
      <Demo title="File upload removal">
        <FileRemovalDemo />
      </Demo>
      <Demo title="Copy code">
        <CopyCode code="WELCOME10" />
      </Demo>
      <Demo title="Back to top">
        <BackToTop targetId="main" />
      </Demo>
      <Demo title="Slider">
        <div style={{ maxWidth: 720 }}>
          <Slider label="Coffee specialities" slides={SLIDES} />
        </div>
      </Demo>
      <Demo title="Search suggestions">
        <SearchDemo />
      </Demo>
      <Demo title="Skip link">
        <SkipLinkDemo />
      </Demo>
      <Demo title="Price text">
        <ul style={{ ...stack, margin: 0, paddingLeft: 20 }}>
          {PRICES.map((price) => (
            <li key={`${price.currency}-${price.quantity}-${price.price}`}>
              <PriceText {...price} />
            </li>
          ))}
        </ul>
      </Demo>
      <Demo title="Energy label">
        <p style={caption}>Classes A+++ to G, and an unknown class (H) shown as given in neutral colours.</p>
        <ul style={{ ...row, margin: 0, padding: 0, listStyle: 'none' }}>
          {[...ENERGY_CLASSES, 'H'].map((energyClass) => (
            <li key={energyClass}>
              <EnergyLabel energyClass={energyClass} />
            </li>
          ))}
        </ul>
      </Demo>
    </section>
  );
}
