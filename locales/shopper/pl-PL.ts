// The pl-PL texts of a shopper's page: the footer's, the newsletter form's and the widgets' (locales/loadMessages.ts).
import footer from '../catalogues/footer/pl-PL.json';
import newsletter from '../catalogues/newsletter/pl-PL.json';
import widgets from '../catalogues/widgets/pl-PL.json';

export default { ...footer, ...newsletter, ...widgets };
