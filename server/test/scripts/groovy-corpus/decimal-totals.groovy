def lines = [19.99, 5.01, 0.50]
def total = 0
lines.each { total += it }
println total
println lines.sum()
