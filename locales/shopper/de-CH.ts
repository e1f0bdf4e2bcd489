// The de-CH texts of a shopper's page: the footer's, the newsletter form's and the widgets' (locales/loadMessages.ts).
import footer from '../catalogues/footer/de-CH.json';
import newsletter from '../catalogues/newsletter/de-CH.json';
import widgets from '../catalogues/widgets/de-CH.json';

export default { ...footer, ...newsletter, ...widgets };
