-- AlterEnum
ALTER TYPE "JenisReferensi" ADD VALUE 'BATASAN';