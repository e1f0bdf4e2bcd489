// The fr-CH texts of a shopper's page: the footer's, the newsletter form's and the widgets' (locales/loadMessages.ts).
import footer from '../catalogues/footer/fr-CH.json';
import newsletter from '../catalogues/newsletter/fr-CH.json';
import widgets from '../catalogues/widgets/fr-CH.json';

export default { ...footer, ...newsletter, ...widgets };
