def qty = 5
def price = 2.00
println qty * price
qty > 3
