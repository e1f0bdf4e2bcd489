// The de-DE texts of a shopper's page: the footer's, the newsletter form's and the widgets' (locales/loadMessages.ts).
import footer from '../catalogues/footer/de-DE.json';
import newsletter from '../catalogues/newsletter/de-DE.json';
import widgets from '../catalogues/widgets/de-DE.json';

export default { ...footer, ...newsletter, ...widgets };
