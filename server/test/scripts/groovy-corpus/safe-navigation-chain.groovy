def order = [customer: [address: null]]
println order.customer?.address?.city
println order.missing?.address?.city ?: 'no city'
