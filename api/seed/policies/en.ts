// English policy pages. The privacy policy deliberately contains a hostile sample (a script, an
// inline event handler and a javascript: link) so the storefront's sanitiser is exercised.
import type { PolicyKey } from './keys.ts';

export const EN: Record<PolicyKey, string> = {
  about_us: `<h2>About Souq Express</h2>
<p>Souq Express brings the neighbourhood market to your door. Since 2025 we have connected customers in Cairo and Alexandria with local grocers, kitchens, pharmacies and shops, and delivered their orders within the hour.</p>
<p>Every store on Souq Express is an independent local business. We handle ordering, delivery and customer support, so store owners can focus on what they do best: fresh produce, good food and friendly service.</p>
<h3>What you can order</h3>
<ul>
  <li><strong>Grocery</strong>: fruit and vegetables, dairy, bread and pantry staples.</li>
  <li><strong>Food</strong>: koshary, grills, pizza, seafood and desserts from popular kitchens.</li>
  <li><strong>Pharmacy</strong>: over-the-counter medicines, vitamins, personal and baby care.</li>
  <li><strong>Shop</strong>: electronics, fashion, home and kitchen, toys and games.</li>
</ul>
<h3>Our promise</h3>
<p>Fair prices shown up front, cash on delivery, and a real person to help if anything goes wrong. Questions or ideas? Write to <a href="mailto:support@souq.example">support@souq.example</a> or call +20 2 2555 0100.</p>`,

  terms_and_conditions: `<h2>Terms and Conditions</h2>
<p>These terms apply to your use of the Souq Express website and apps and to every order you place through them. By creating an account or placing an order you accept them.</p>
<h3>1. Your account</h3>
<p>You must give accurate contact details and keep your password private. You are responsible for orders placed from your account. You may delete your account at any time from your profile, unless an order is still in progress.</p>
<h3>2. Orders and prices</h3>
<ul>
  <li>Prices are set by each store and shown in Egyptian pounds, including any item discount.</li>
  <li>The delivery fee depends on the distance to the store and is shown before you confirm.</li>
  <li>An order is a contract between you and the store; Souq Express acts as the store's agent for ordering and delivery.</li>
  <li>Stores may refuse an order, for example when an item is out of stock or the store is closed.</li>
</ul>
<h3>3. Payment</h3>
<p>Orders are paid in cash on delivery unless another method is offered at checkout. Some areas limit the value of a cash order.</p>
<h3>4. Acceptable use</h3>
<p>Do not misuse the service, place fake orders, or harass stores and delivery staff. We may suspend accounts that break these terms.</p>
<h3>5. Changes</h3>
<p>We may update these terms; the version on this page applies to new orders. See also our <a href="/privacy-policy">privacy policy</a>.</p>`,

  privacy_policy: `<h2>Privacy Policy</h2>
<p>This policy explains what personal data Souq Express collects, why, and the choices you have. It applies to our website, our apps and our customer support.</p>
<h3>Data we collect</h3>
<ul>
  <li><strong>Account data</strong>: your name, phone number, email address and password (stored only as a secure hash).</li>
  <li><strong>Order data</strong>: the items you order, delivery address, notes and order history.</li>
  <li><strong>Location</strong>: your approximate location, to show stores that deliver to you. You can refuse location access and choose an area manually.</li>
  <li><strong>Device data</strong>: language, theme and basic technical logs used to keep the service secure.</li>
</ul>
<script>alert(1)</script>
<h3>How we use it</h3>
<p>We use your data to deliver your orders, to let stores and delivery staff contact you about an order, to prevent fraud, and, if you agree, to send you offers. We never sell your personal data.</p>
<p><img src="x" onerror="alert(2)"> We share order details only with the store that prepares your order and the courier who delivers it.</p>
<h3>How long we keep it</h3>
<p>Order records are kept for five years to meet Egyptian tax and consumer-protection rules. When you delete your account, your profile is removed and your past orders are anonymised.</p>
<h3>Your rights</h3>
<p>You can view and correct your profile at any time, ask for a copy of your data, or ask us to delete it. Write to <a href="mailto:privacy@souq.example">privacy@souq.example</a>. We will never ask for your password: do not <a href="javascript:alert(3)">click</a> links in messages that do.</p>`,

  refund_policy: `<h2>Refund Policy</h2>
<p>We want every order to arrive complete and in good condition. If something is wrong, we will put it right.</p>
<h3>When you can ask for a refund</h3>
<ul>
  <li>An item is missing, damaged or not what you ordered.</li>
  <li>Food arrives spoiled or clearly below the store's usual standard.</li>
  <li>An order was charged but never delivered.</li>
</ul>
<h3>How to ask</h3>
<p>Contact support within 24 hours of delivery (7 days for Shop orders) with your order number and, where possible, a photo. Sealed medicines and personal-care products can only be refunded if they are unopened.</p>
<h3>How you are refunded</h3>
<p>Approved refunds for cash orders are added to your Souq Express wallet within 3 working days, or returned in cash on your next delivery if you prefer. Read more in our <a href="/cancellation-policy">cancellation policy</a>.</p>`,

  shipping_policy: `<h2>Shipping and Delivery Policy</h2>
<p>Souq Express delivers in Cairo and Alexandria. Enter your address or allow location access to see the stores that deliver to you.</p>
<h3>Delivery times</h3>
<ul>
  <li>Grocery, food and pharmacy: usually 15 to 60 minutes, as shown on each store.</li>
  <li>Shop orders: from 1 hour to 3 days, depending on the store and item.</li>
  <li>Times are estimates and can be longer in bad weather, during holidays or at peak hours.</li>
</ul>
<h3>Delivery fees</h3>
<p>The fee is based on the distance between the store and your address, with a minimum and, in most areas, a maximum. Some stores offer free delivery. The exact fee is shown before you place the order.</p>
<h3>At the door</h3>
<p>Please make sure someone can receive the order and pay in cash. Our courier will call you on arrival and wait up to 10 minutes. Questions? See our <a href="/terms-conditions">terms and conditions</a>.</p>`,

  cancellation_policy: `<h2>Cancellation Policy</h2>
<p>You can cancel an order free of charge while it is still <em>pending</em>, that is, before the store confirms it.</p>
<h3>After the store confirms</h3>
<ul>
  <li>Food orders cannot be cancelled once the kitchen starts preparing them.</li>
  <li>Grocery and pharmacy orders can be cancelled until a courier picks them up.</li>
  <li>Shop orders can be cancelled until they leave the store; after that, use our return process.</li>
</ul>
<h3>When a store cancels</h3>
<p>If a store cannot fulfil your order, for example because an item is out of stock, we will tell you straight away and you will not be charged.</p>
<p>Repeated cancellations of confirmed orders may lead to cash on delivery being disabled for your account. To cancel, open <a href="/orders-lists">your orders</a> or contact support.</p>`,
};
