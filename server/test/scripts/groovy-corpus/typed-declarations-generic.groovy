List<String> names = ['a', 'b']
Map<String, Integer> ages = [ann: 30]
def total = 0L
println names
println ages.ann
println total
