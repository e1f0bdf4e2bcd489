// The tr-TR texts of a shopper's page: the footer's, the newsletter form's and the widgets' (locales/loadMessages.ts).
import footer from '../catalogues/footer/tr-TR.json';
import newsletter from '../catalogues/newsletter/tr-TR.json';
import widgets from '../catalogues/widgets/tr-TR.json';

export default { ...footer, ...newsletter, ...widgets };
