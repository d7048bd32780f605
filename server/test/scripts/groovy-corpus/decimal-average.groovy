def amounts = [10, 20, 25]
println amounts.sum() / amounts.size()
def prices = [1.5, 2.5, 3.0]
println prices.sum() / prices.size()
