import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import {
  Button,
  BUTTON_VARIANTS,
  Checkbox,
  DialCodeSelect,
  Input,
  PasswordStrength,
  Select,
  TEXT_LINK_SIZES,
  TEXT_STYLE_VARIANTS,
  TextLink,
  TextStyle,
  type StrengthScale,
} from '../../widgets';

/* Layout only (the widgets bring their own styles): a grid that is one column on a phone. */
const grid: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', gap: '16px 24px', alignItems: 'start' };
const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' };
const block: CSSProperties = { margin: '0 0 32px' };
const dark: CSSProperties = { ...row, padding: 16, background: '#00436e', borderRadius: 4 };

function Demo({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={block}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

const sizes = [
  { value: 's', text: 'S' },
  { value: 'm', text: 'M' },
  { value: 'l', text: 'L' },
  { value: 'xl', text: 'XL' },
];

function PasswordWithStrength({ scale }: { scale: StrengthScale }) {
  const [password, setPassword] = useState('');
  const strengthId = useId();
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Input
        label={`Password (${scale} scale)`}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        value={password}
        onValueChange={setPassword}
        aria-describedby={strengthId}
      />
      <PasswordStrength id={strengthId} password={password} scale={scale} />
    </div>
  );
}

/** A "select all" box that is mixed while some but not all of its items are chosen. */
function SelectAllDemo() {
  const items = ['Coffee', 'Tea', 'Cocoa'];
  const [chosen, setChosen] = useState<string[]>(['Coffee']);
  const all = chosen.length === items.length;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>Drinks</legend>
      <Checkbox
        label="All drinks"
        checked={all}
        indeterminate={chosen.length > 0 && !all}
        onCheckedChange={(checked) => setChosen(checked ? items : [])}
      />
      <div style={{ display: 'grid', gap: 8, paddingLeft: 32 }}>
        {items.map((item) => (
          <Checkbox
            key={item}
            label={item}
            checked={chosen.includes(item)}
            onCheckedChange={(checked) => setChosen((current) => (checked ? [...current, item] : current.filter((entry) => entry !== item)))}
          />
        ))}
      </div>
    </fieldset>
  );
}

function SelectDemo() {
  const [size, setSize] = useState('');
  return <Select label="Size (empty value, falls back to the default M)" options={sizes} value={size} defaultValue="m" onValueChange={setSize} />;
}

/** Gallery section for the form widgets (widgets/form): every widget in every variant and state. */
export function FormWidgetsSection() {
  return (
    <section aria-labelledby="gallery-form" id="form-widgets" className="demo-gallery-form">
      <h2 id="gallery-form">Form widgets</h2>

      <Demo title="Button">
        <div style={row}>
          {BUTTON_VARIANTS.map((variant) => (
            <Button key={variant} variant={variant}>
              {variant}
            </Button>
          ))}
        </div>
        <p>As links (given a link target):</p>
        <div style={row}>
          {BUTTON_VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} href="#form-widgets">
              {`${variant} link`}
            </Button>
          ))}
        </div>
        <p>Disabled (a plain disabled button even with a link target), and an unknown variant that falls back to primary:</p>
        <div style={row}>
          <Button disabled>Disabled</Button>
          <Button disabled href="#form-widgets" variant="sale">
            Disabled with link target
          </Button>
          <Button variant={'unknown'}>Unknown variant</Button>
        </div>
      </Demo>

      <Demo title="Text link">
        {TEXT_LINK_SIZES.map((size) => (
          <div key={size} style={{ ...row, marginBottom: 8 }}>
            <TextLink href="#form-widgets" size={size}>{`Primary ${size}`}</TextLink>
            <TextLink href="#form-widgets" size={size} variant="secondary">{`Secondary ${size}`}</TextLink>
          </div>
        ))}
        <div style={{ ...row, marginBottom: 8 }}>
          <TextLink href="#form-widgets" iconPosition="prepend" icon="arrow-left">Icon prepended</TextLink>
          <TextLink href="#form-widgets" iconPosition="none">No icon</TextLink>
          <TextLink href="https://example.test/" target="_blank">Opens a new window</TextLink>
        </div>
        <div style={dark}>
          <TextLink href="#form-widgets" variant="inverted">Inverted on a dark background</TextLink>
          <TextLink href="#form-widgets" variant="inverted" size="small" iconPosition="prepend" icon="arrow-left">Inverted small</TextLink>
        </div>
      </Demo>

      <Demo title="Text style">
        <div style={{ display: 'grid', gap: 8 }}>
          {TEXT_STYLE_VARIANTS.map((variant) => (
            <TextStyle key={variant} variant={variant} as={variant.startsWith('headline') ? 'p' : undefined}>
              {`${variant}: Frisch gerösteter Kaffee`}
            </TextStyle>
          ))}
          <TextStyle variant="caption" as="p">caption rendered as a paragraph</TextStyle>
        </div>
      </Demo>

      <Demo title="Input">
        <div style={grid}>
          <Input label="First name" autoComplete="given-name" />
          <Input label="E-mail (with hint)" autoComplete="email" hint="We send the voucher to this address." />
          <Input label="E-mail (with error)" autoComplete="off" defaultValue="anna@" error="Bitte geben Sie eine gültige E-Mail-Adresse ein." />
          <Input label="Customer number (disabled)" defaultValue="C-1001" disabled />
          <Input label="Search" type="search" defaultValue="Kaffee" />
          <PasswordWithStrength scale="form" />
          <PasswordWithStrength scale="footer" />
          <Input label="Password (disabled)" type="password" defaultValue="Kaffee123" disabled />
          <Input label="IBAN" type="iban" hint="Letters and digits, grouped in fours" />
          <Input label="IBAN (footer variant: letters, then digits)" type="iban" ibanVariant="lettersThenDigits" />
          <Input label="Amount (number, decimal comma)" type="number" />
          <Input label="Quantity (number, no decimal, max 3)" type="number" allowDecimal={false} maxLength={3} />
          <Input label="Date of birth (dd.mm.yyyy)" type="date" hint="e.g. 15.01.1990" />
          <Input label="Preview date (yyyy.mm.dd)" type="date" dateOrder="ymd" />
          <Input label="Delivery time" type="time" />
        </div>
      </Demo>

      <Demo title="Select">
        <div style={grid}>
          <Select label="Size" options={sizes} defaultValue="l" />
          <SelectDemo />
          <Select label="Size (with error)" options={sizes} error="Bitte wählen Sie eine Größe." />
          <Select label="Size (disabled)" options={sizes} disabled />
          <Select label="Store (no options)" options={[]} />
        </div>
      </Demo>

      <Demo title="Dial-code select">
        <div style={grid}>
          <DialCodeSelect />
          <DialCodeSelect label="Dial code (default Austria)" defaultValue="+43" />
        </div>
      </Demo>

      <Demo title="Checkbox">
        <div style={grid}>
          <div style={{ display: 'grid', gap: 12 }}>
            <Checkbox label="Subscribe to the newsletter" />
            <Checkbox label="Checked" defaultChecked />
            <Checkbox label="Indeterminate" indeterminate />
            <Checkbox label="Disabled" disabled />
            <Checkbox label="Disabled and checked" disabled defaultChecked />
            <Checkbox label="I accept the terms (with error)" error="Bitte bestätigen Sie die Einwilligung." />
          </div>
          <SelectAllDemo />
        </div>
      </Demo>

      <Demo title="Password strength">
        <div style={grid}>
          <div style={{ display: 'grid', gap: 12 }}>
            <p style={{ margin: 0 }}>Form scale (none shows nothing):</p>
            {['kurz', 'abcdefgh', 'abcdEFGH', 'abcdEFG1'].map((password) => (
              <PasswordStrength key={password} password={password} scale="form" />
            ))}
          </div>
          <div style={{ display: 'grid', gap: 12 }}>
            <p style={{ margin: 0 }}>Footer-side scale:</p>
            {['abcdefgh', 'abcdEFGH', 'abcdEFG1', 'abcdEFGH1234'].map((password) => (
              <PasswordStrength key={password} password={password} scale="footer" />
            ))}
          </div>
        </div>
      </Demo>
    </section>
  );
}
