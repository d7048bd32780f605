def order = [id: '', qty: -1, currency: 'EUR']
def errors = []
if (!order.id) errors << 'id is required'
if (order.qty <= 0) errors << 'qty must be positive'
if (!(order.currency in ['EUR', 'USD'])) errors << 'bad currency'
println errors.isEmpty() ? 'valid' : errors.join('; ')
