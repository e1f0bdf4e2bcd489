// The sv-SE texts of a shopper's page: the footer's, the newsletter form's and the widgets' (locales/loadMessages.ts).
import footer from '../catalogues/footer/sv-SE.json';
import newsletter from '../catalogues/newsletter/sv-SE.json';
import widgets from '../catalogues/widgets/sv-SE.json';

export default { ...footer, ...newsletter, ...widgets };
