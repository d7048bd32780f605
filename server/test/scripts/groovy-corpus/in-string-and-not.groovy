def skus = ['A1', 'B2']
if (!('C3' in skus)) println 'C3 missing'
println !('A1' in skus)
