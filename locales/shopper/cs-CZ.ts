// The cs-CZ texts of a shopper's page: the footer's, the newsletter form's and the widgets' (locales/loadMessages.ts).
import footer from '../catalogues/footer/cs-CZ.json';
import newsletter from '../catalogues/newsletter/cs-CZ.json';
import widgets from '../catalogues/widgets/cs-CZ.json';

export default { ...footer, ...newsletter, ...widgets };
