def qty = 4
def price = 2.50
println "total ${qty * price} for ${qty} items"
