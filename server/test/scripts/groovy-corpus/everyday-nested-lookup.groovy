def config = [endpoints: [orders: [url: 'https://api/orders', timeout: 30]]]
def ep = config.endpoints['orders']
println ep.url
println config.endpoints.invoices?.url ?: 'no invoices endpoint'
