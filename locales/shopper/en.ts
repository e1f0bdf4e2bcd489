// The en texts of a shopper's page: the footer's, the newsletter form's and the widgets' (locales/loadMessages.ts).
import footer from '../catalogues/footer/en.json';
import newsletter from '../catalogues/newsletter/en.json';
import widgets from '../catalogues/widgets/en.json';

export default { ...footer, ...newsletter, ...widgets };
